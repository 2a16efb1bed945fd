import { describe, expect, it } from 'vitest';
import type { WidgetAreaFragment } from '@hemma/data';
import { areaOfWidgets, frontPageArea, reconfiguredWidget } from '../mocks/widgetFixtures';
import type { HtmlSanitizer } from '../internal/sanitize/sanitizeHtml';
import { prepareWidgetArea } from './prepareWidgetArea';

/** Marks what it was given, so a test sees which fields went through it and with which profile. */
const marking: HtmlSanitizer = (html, profile) => `[${profile}]${html}`;

function preparedOf(area: WidgetAreaFragment, options = {}) {
  const prepared = prepareWidgetArea(area, { sanitize: marking, ...options });
  return (prepared.containers?.[0]?.widgets ?? []).map((entry) => entry?.prepared);
}

describe('prepareWidgetArea', () => {
  it('reads each configuration against its type’s schema, defaults filled in, after sanitizing its HTML', () => {
    expect(
      preparedOf(
        areaOfWidgets(
          reconfiguredWidget('TextPageWidget', { title: 'Care', text: '<p>Oil it</p>' }),
        ),
      ),
    ).toEqual([
      {
        ok: true,
        active: true,
        value: {
          title: 'Care',
          text: '[richText]<p>Oil it</p>',
          titleRenderMode: 'h2',
          textAlign: 'center',
        },
      },
    ]);
  });

  it('keeps the reason a configuration did not read, and a widget switched off stays off', () => {
    expect(
      preparedOf(
        areaOfWidgets(
          reconfiguredWidget('Html', '{"html": '),
          reconfiguredWidget('Buttons', { buttons: [] }),
          reconfiguredWidget('Carousel', { html: '<b>x</b>' }),
          reconfiguredWidget('Html', { html: '<b>off</b>', active: false }),
        ),
      ),
    ).toEqual([
      { ok: false, reason: expect.stringMatching(/^configuration is not valid JSON/) },
      { ok: false, reason: 'field "buttons": must be at least 1 long' },
      { ok: false, reason: 'no schema is registered for its type' },
      { ok: true, active: false, value: { html: '[html]<b>off</b>' } },
    ]);
  });

  it('merges the area’s variables under every configuration', () => {
    expect(
      preparedOf(areaOfWidgets(reconfiguredWidget('RichText', { html: '<i>x</i>' })), {
        variables: { title: 'From the area' },
      }),
    ).toEqual([
      {
        ok: true,
        active: true,
        value: { title: 'From the area', html: '[richText]<i>x</i>', textAlignment: 'left' },
      },
    ]);
  });

  it('hands the browser no configuration JSON, only what was read, and keeps the rest of the area', () => {
    const prepared = prepareWidgetArea(frontPageArea, { sanitize: marking });
    const widgets = (prepared.containers ?? []).flatMap((container) => container?.widgets ?? []);
    expect(widgets.length).toBeGreaterThan(0);
    for (const entry of widgets) {
      expect(entry).not.toHaveProperty('configuration');
      expect(entry?.prepared.ok).toBe(true);
    }
    expect({ ...prepared, containers: undefined }).toEqual({
      ...frontPageArea,
      containers: undefined,
    });
  });
});
