// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PreparedWidgetArea } from '@hemma/widgets';
import { areaHasPageHeading } from './pageHeading';

/** An area as `prepareWidgetArea` hands it over, each configuration read as given. */
function areaOf(
  ...widgets: { type: string; configuration: Record<string, unknown> }[]
): PreparedWidgetArea {
  return {
    id: 1,
    name: 'area',
    containers: [
      {
        id: 1,
        widgets: widgets.map((widget, index) => ({
          id: index,
          name: `w${index}`,
          type: widget.type,
          prepared: {
            ok: true,
            value: widget.configuration,
            active: widget.configuration.active !== false,
          },
        })),
      },
    ],
  } as unknown as PreparedWidgetArea;
}

describe('areaHasPageHeading', () => {
  it('finds a Text widget whose title renders as h1, whatever the API calls the type', () => {
    expect(
      areaHasPageHeading(
        areaOf({ type: 'Text', configuration: { title: 'Välkommen', titleRenderMode: 'h1' } }),
      ),
    ).toBe(true);
    expect(
      areaHasPageHeading(
        areaOf({
          type: 'TextPageWidget',
          configuration: { title: 'Welcome', titleRenderMode: 'h1' },
        }),
      ),
    ).toBe(true);
  });

  it('does not count the heading of a widget switched off in the content system (active: false)', () => {
    const title = {
      title: 'Welcome',
      titleRenderMode: 'h1',
      name: 'fp-text',
      displayName: 'Front page text',
    };
    expect(
      areaHasPageHeading(
        areaOf({ type: 'TextPageWidget', configuration: { ...title, active: false } }),
      ),
    ).toBe(false);
    expect(
      areaHasPageHeading(
        areaOf({
          type: 'HTMLPageWidget',
          configuration: { html: '<h1>About</h1>', active: false },
        }),
      ),
    ).toBe(false);
    expect(
      areaHasPageHeading(
        areaOf({ type: 'TextPageWidget', configuration: { ...title, active: true } }),
      ),
    ).toBe(true);
  });

  it('finds an h1 in a widget HTML', () => {
    expect(
      areaHasPageHeading(
        areaOf({ type: 'HTML', configuration: { html: '<h1 class="x">About</h1>' } }),
      ),
    ).toBe(true);
  });

  it('is false for h2 titles, empty titles, h1-like words, broken configuration and no area', () => {
    expect(areaHasPageHeading(areaOf({ type: 'Text', configuration: { title: 'Welcome' } }))).toBe(
      false,
    );
    expect(
      areaHasPageHeading(
        areaOf({ type: 'Text', configuration: { title: '', titleRenderMode: 'h1' } }),
      ),
    ).toBe(false);
    expect(
      areaHasPageHeading(
        areaOf({
          type: 'Rich text',
          configuration: { html: '<h2>Returns</h2><p>h1 <h1x></p>', title: 'Terms' },
        }),
      ),
    ).toBe(false);
    expect(
      areaHasPageHeading({
        containers: [
          {
            widgets: [
              {
                type: 'Text',
                prepared: { ok: false, reason: 'configuration is not valid JSON' },
              },
            ],
          },
        ],
      } as unknown as PreparedWidgetArea),
    ).toBe(false);
    expect(areaHasPageHeading(null)).toBe(false);
  });
});
