import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { widgetArgs } from '../mocks/widgetArgs';
import { productPageTextWidget, textWidget } from '../mocks/widgetFixtures';
import { xssPayloads } from '../mocks/xssPayloads';
import { TextWidget } from './TextWidget';
import { textWidgetSchema } from './TextWidget.schema';
import { loadHtmlSanitizer } from '../internal/sanitize/useSanitizedHtml';

const props = widgetArgs(textWidgetSchema, textWidget);

// The app hands no sanitizer here, so the widget draws with DOMPurify, which loads on demand.
beforeAll(() => loadHtmlSanitizer());

describe('<TextWidget />', () => {
  it('renders its title at the configured heading level and its formatted text', () => {
    render(<TextWidget {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Hemma' })).toBeInTheDocument();
    expect(screen.getByText(/Furniture and interior goods made to last/).tagName).toBe('P');
  });

  it('renders an h3 when the editor chose one', () => {
    render(<TextWidget {...widgetArgs(textWidgetSchema, productPageTextWidget)} />);
    expect(
      screen.getByRole('heading', { level: 3, name: '20 years warranty' }),
    ).toBeInTheDocument();
  });

  it('defaults to an h2, centred', () => {
    expect(textWidgetSchema.parse({})).toEqual({ titleRenderMode: 'h2', textAlign: 'center' });
  });

  for (const [name, text] of Object.entries(xssPayloads)) {
    it(`sanitizes ${name} in its text: scripts, event handlers and javascript: URLs never survive`, () => {
      const { container } = render(
        <TextWidget {...props} configuration={{ ...props.configuration, text }} />,
      );
      expect(container.querySelector('script, iframe, svg, math, img')).toBeNull();
      expect(container.innerHTML).not.toMatch(/javascript:|onerror|onload/i);
    });
  }

  it('renders nothing without title and text', () => {
    const { container } = render(
      <TextWidget {...props} configuration={textWidgetSchema.parse({})} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = render(<TextWidget {...props} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
