import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { WidgetsProvider } from '../internal/context/WidgetsContext';
import { widgetArgs } from '../mocks/widgetArgs';
import { htmlWidget } from '../mocks/widgetFixtures';
import { xssPayloads } from '../mocks/xssPayloads';
import { HtmlWidget } from './HtmlWidget';
import { htmlWidgetSchema } from './HtmlWidget.schema';
import { loadHtmlSanitizer } from '../internal/sanitize/useSanitizedHtml';

const props = widgetArgs(htmlWidgetSchema, htmlWidget);

function expectHarmless(container: HTMLElement) {
  expect(container.querySelector('script, iframe, svg, math')).toBeNull();
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i);
      expect(attribute.value).not.toMatch(/^\s*(javascript|data):/i);
    }
  }
}

// The app hands no sanitizer here, so the widget draws with DOMPurify, which loads on demand.
beforeAll(() => loadHtmlSanitizer());

describe('<HtmlWidget />', () => {
  it('renders the editors’ markup', () => {
    render(<HtmlWidget {...props} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Why Hemma' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Free shipping over 89 EUR',
      'Fast deliveries',
      '20 years warranty',
      '30 days right of return',
    ]);
  });

  for (const [name, html] of Object.entries(xssPayloads)) {
    it(`sanitizes ${name}: scripts, event handlers and javascript: URLs never survive`, () => {
      const { container } = render(<HtmlWidget {...props} configuration={{ html }} />);
      expectHarmless(container);
      expect((window as { __xss?: boolean }).__xss).toBeUndefined();
    });
  }

  it('uses the sanitizer the app injects (the server passes a jsdom one)', () => {
    render(
      <WidgetsProvider sanitizer={(dirty, profile) => `<p>${profile}:${dirty.length}</p>`}>
        <HtmlWidget {...props} configuration={{ html: '<b>x</b>' }} />
      </WidgetsProvider>,
    );
    expect(screen.getByText('html:8')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<HtmlWidget {...props} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
