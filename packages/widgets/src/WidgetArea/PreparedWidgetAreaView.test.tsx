import { render } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHtmlSanitizer } from '../internal/sanitize/sanitizeHtml';
import { FakeIntersectionObserver } from '../mocks/intersectionObserver';
import { areaWith, containerWith, htmlWidget, listBottomArea } from '../mocks/widgetFixtures';
import { WidgetsStoryProvider } from '../mocks/WidgetsStoryProvider';
import { PreparedWidgetAreaView } from './PreparedWidgetAreaView';
import { prepareWidgetArea } from './prepareWidgetArea';
import { WidgetAreaView } from './WidgetAreaView';

const hostile =
  '<p>Hello <img alt="" src="/x.png" onerror="window.__hit=1"><script>window.__hit=2</script></p>';
const area = areaWith(
  containerWith({
    widgets: [{ ...htmlWidget, configuration: JSON.stringify({ html: hostile }) }],
  }),
);

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => {
  FakeIntersectionObserver.reset();
  vi.unstubAllGlobals();
});

describe('<PreparedWidgetAreaView />', () => {
  it('loads the first widget’s picture at once with high priority, unless the area is below the fold', () => {
    const prepared = prepareWidgetArea(listBottomArea, { sanitize: createHtmlSanitizer(window) });
    const pictureOf = (belowTheFold: boolean) => {
      const { container, unmount } = render(
        <WidgetsStoryProvider>
          <PreparedWidgetAreaView area={prepared} belowTheFold={belowTheFold} />
        </WidgetsStoryProvider>,
      );
      const image = container.querySelector('img');
      const attributes = {
        loading: image?.getAttribute('loading'),
        fetchpriority: image?.getAttribute('fetchpriority'),
      };
      unmount();
      return attributes;
    };
    expect(pictureOf(false)).toEqual({ loading: 'eager', fetchpriority: 'high' });
    expect(pictureOf(true)).toEqual({ loading: 'lazy', fetchpriority: 'auto' });
  });

  it('draws the HTML the server sanitized as it is, without calling the sanitizer it is given', () => {
    const serverSanitized = prepareWidgetArea(area, { sanitize: createHtmlSanitizer(window) });
    const browserSanitizer = vi.fn(() => '<p>sanitized again</p>');
    const { container } = render(
      <WidgetsStoryProvider sanitizer={browserSanitizer}>
        <PreparedWidgetAreaView area={serverSanitized} />
      </WidgetsStoryProvider>,
    );
    expect(browserSanitizer).not.toHaveBeenCalled();
    const drawn = container.querySelector('[data-widget-area] p');
    expect(drawn?.outerHTML).toBe('<p>Hello <img alt="" src="/x.png"></p>');
  });

  it('keeps the sanitizer for a plain WidgetAreaView beside it (the scope ends with the view)', async () => {
    const browserSanitizer = vi.fn(() => '<p>sanitized in the browser</p>');
    const { container } = render(
      <WidgetsStoryProvider sanitizer={browserSanitizer}>
        <PreparedWidgetAreaView
          area={prepareWidgetArea(area, { sanitize: createHtmlSanitizer(window) })}
        />
        <WidgetAreaView area={area} />
      </WidgetsStoryProvider>,
    );
    expect(browserSanitizer).toHaveBeenCalledTimes(1);
    expect(container.textContent).toContain('sanitized in the browser');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('draws the values the server read and skips, with its reason, a widget whose configuration did not read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const prepared = prepareWidgetArea(
      areaWith(
        containerWith({
          widgets: [
            { ...htmlWidget, id: 'read', configuration: JSON.stringify({ html: '<p>Oak</p>' }) },
            { ...htmlWidget, id: 'broken', name: 'Broken', configuration: '{"html": 1}' },
          ],
        }),
      ),
      { sanitize: (html) => html },
    );
    const { container } = render(
      <WidgetsStoryProvider>
        <PreparedWidgetAreaView area={prepared} />
      </WidgetsStoryProvider>,
    );
    expect(container.querySelector('[data-widget-area] p')?.outerHTML).toBe('<p>Oak</p>');
    expect(warn).toHaveBeenCalledWith(
      'Widget "Broken" (HTML) skipped: field "html": expected string',
    );
    warn.mockRestore();
  });
});
