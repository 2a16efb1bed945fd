import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { widgetArgs } from '../mocks/widgetArgs';
import { jsonWidget } from '../mocks/widgetFixtures';
import { JsonWidget, serializeJsonForScript } from './JsonWidget';
import { jsonWidgetSchema } from './JsonWidget.schema';

const props = widgetArgs(jsonWidgetSchema, jsonWidget);
const organization = {
  '@context': 'https://schema.org',
  '@type': 'FurnitureStore',
  name: 'Hemma',
  url: 'https://hemma.com',
};

describe('<JsonWidget />', () => {
  it('exposes its data on a hidden element’s data attribute', () => {
    const { container } = render(<JsonWidget {...props} />);
    const holder = container.querySelector<HTMLElement>('[data-widget-json]');
    expect(holder).not.toBeVisible();
    expect(holder).toHaveAttribute('data-widget-name', 'JSON fp-json-en');
    expect(JSON.parse(holder?.dataset.widgetJson ?? '')).toEqual({
      sellingPoints: [
        'Free shipping over 89 EUR',
        'Fast deliveries',
        '20 years warranty',
        '30 days right of return',
      ],
    });
  });

  it("reads Geins's shape: the data as a JSON text under `json`", () => {
    const configuration = {
      json: JSON.stringify({ openingHours: ['Mon–Fri 9–17'] }),
      name: 'hours',
      active: true,
    };
    const { container } = render(<JsonWidget {...props} configuration={configuration} />);
    const holder = container.querySelector<HTMLElement>('[data-widget-json]');
    expect(JSON.parse(holder?.dataset.widgetJson ?? '')).toEqual({
      openingHours: ['Mon–Fri 9–17'],
    });
    expect(jsonWidgetSchema['~standard'].validate({ json: '{"broken":' })).toMatchObject({
      issues: [expect.anything()],
    });
  });

  it('keeps the area variables out of its data', () => {
    const { container } = render(
      <JsonWidget {...props} configuration={{ ...props.configuration, market: 'se' }} />,
    );
    expect(
      JSON.parse(
        container.querySelector<HTMLElement>('[data-widget-json]')?.dataset.widgetJson ?? '',
      ),
    ).not.toHaveProperty('market');
  });

  it('exposes schema.org data as structured data for search engines', () => {
    const { container } = render(<JsonWidget {...props} configuration={{ data: organization }} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(organization);
  });

  it('escapes text that would close the script or open a comment', () => {
    const data = {
      '@context': 'https://schema.org',
      name: '</script><script>alert(1)</script><!--',
    };
    const serialized = serializeJsonForScript(data);
    expect(serialized).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(serialized)).toEqual(data);
    const { container } = render(<JsonWidget {...props} configuration={{ data }} />);
    expect(container.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(container.querySelector('script')?.textContent ?? '')).toEqual(data);
  });

  it('draws nothing visible', () => {
    for (const configuration of [props.configuration, { data: organization }]) {
      const { container, unmount } = render(
        <JsonWidget {...props} configuration={configuration} />,
      );
      expect(container.querySelectorAll(':not(script):not([hidden])')).toHaveLength(0);
      unmount();
    }
  });

  it('has no axe violations', async () => {
    const { container } = render(<JsonWidget {...props} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
