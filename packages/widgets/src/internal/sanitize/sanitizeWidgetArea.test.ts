import { describe, expect, it, vi } from 'vitest';
import type { WidgetAreaFragment } from '@hemma/data';
import { areaOfWidgets, frontPageArea, reconfiguredWidget } from '../../mocks/widgetFixtures';
import { createWidgetRegistry } from '../../registry/defaultWidgets';
import { defineWidget } from '../../registry/widgetDefinition';
import { widgetTypeKey } from '../../registry/widgetTypeKey';
import type { HtmlSanitizer } from './sanitizeHtml';
import { sanitizeWidgetArea } from './sanitizeWidgetArea';
import { htmlWidgetSchema, HtmlWidget } from '../../HtmlWidget';

/** Marks what it was given, so a test sees which fields went through it and with which profile. */
const marking: HtmlSanitizer = (html, profile) => `[${profile}]${html}`;

function configurationOf(area: WidgetAreaFragment, index: number): unknown {
  const found = area.containers?.[0]?.widgets?.[index]?.configuration;
  return found ? JSON.parse(found) : found;
}

describe('sanitizeWidgetArea', () => {
  it('runs each HTML field through the sanitizer with its profile, under any spelling of the type', () => {
    const area = areaOfWidgets(
      reconfiguredWidget('HtmlPageWidget', { html: '<b>a</b>' }),
      reconfiguredWidget('RichText', { title: 'T', html: '<i>b</i>' }),
      reconfiguredWidget('TextPageWidget', { title: '<u>title stays text</u>', text: '<p>c</p>' }),
    );
    const clean = sanitizeWidgetArea(area, marking);
    expect(configurationOf(clean, 0)).toEqual({ html: '[html]<b>a</b>' });
    expect(configurationOf(clean, 1)).toEqual({ title: 'T', html: '[richText]<i>b</i>' });
    expect(configurationOf(clean, 2)).toEqual({
      title: '<u>title stays text</u>',
      text: '[richText]<p>c</p>',
    });
  });

  it('leaves widgets without HTML, unknown types, broken JSON and empty slots as they were', () => {
    const banner = reconfiguredWidget('Banner', { text1: '<b>drawn as text</b>' });
    const unknown = reconfiguredWidget('Carousel', { html: '<b>x</b>' });
    const broken = reconfiguredWidget('Html', '{"html": ');
    const notAnObject = reconfiguredWidget('Html', '["<b>x</b>"]');
    const sanitize = vi.fn(marking);
    const clean = sanitizeWidgetArea(
      areaOfWidgets(banner, unknown, broken, notAnObject, null),
      sanitize,
    );
    expect(clean.containers?.[0]?.widgets).toEqual([banner, unknown, broken, notAnObject, null]);
    expect(clean.containers?.[1]).toBeNull();
    expect(sanitize).not.toHaveBeenCalled();
  });

  it('follows the registry it is given: an added type with HTML fields is sanitized too', () => {
    const registry = createWidgetRegistry({
      Notice: defineWidget(htmlWidgetSchema, HtmlWidget, { htmlFields: { html: 'richText' } }),
    });
    const clean = sanitizeWidgetArea(
      areaOfWidgets(reconfiguredWidget('Notice', { html: '<s>n</s>' })),
      marking,
      registry,
    );
    expect(configurationOf(clean, 0)).toEqual({ html: '[richText]<s>n</s>' });
  });

  it('sanitizes every HTML widget of the recorded front page and copies the rest', () => {
    const sanitize = vi.fn(marking);
    const clean = sanitizeWidgetArea(frontPageArea, sanitize);
    const types = (frontPageArea.containers ?? []).flatMap((container) =>
      (container?.widgets ?? []).map((entry) => entry?.type),
    );
    const withHtml = types.filter((type) =>
      ['html', 'richtext', 'text'].includes(widgetTypeKey(type ?? '')),
    );
    expect(withHtml.length).toBeGreaterThan(0);
    expect(sanitize).toHaveBeenCalledTimes(withHtml.length);
    expect(clean).not.toBe(frontPageArea);
    expect({ ...clean, containers: undefined }).toEqual({
      ...frontPageArea,
      containers: undefined,
    });
  });
});
