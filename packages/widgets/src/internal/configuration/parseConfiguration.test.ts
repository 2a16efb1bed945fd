import { describe, expect, it } from 'vitest';
import { z as classic } from 'zod';
import { z } from 'zod/mini';
import { productListWidgetSchema } from '../../ProductListWidget/ProductListWidget.schema';
import { videoWidgetSchema } from '../../VideoWidget/VideoWidget.schema';
import { parseConfiguration } from './parseConfiguration';

const schema = z.object({ title: z.string(), text: z.optional(z.string()) });
/**
 * Built before any test on purpose: constructing a classic zod schema installs classic's English
 * messages for every zod schema, as an app's own schemas do in the shop.
 */
const appSchema = classic.object({ endsAt: classic.string() });

const reasonOf = (result: ReturnType<typeof parseConfiguration>) =>
  result.ok ? undefined : result.reason;

describe('parseConfiguration', () => {
  it('parses the JSON string against the schema', () => {
    expect(parseConfiguration(schema, '{"title":"Sofas"}')).toEqual({
      ok: true,
      value: { title: 'Sofas' },
      active: true,
    });
  });

  it("reads Geins's active flag: only an explicit false switches the widget off", () => {
    const geins =
      '{"name":"fp-text","displayName":"Front page text","active":false,"title":"Sofas"}';
    expect(parseConfiguration(schema, geins)).toMatchObject({
      ok: true,
      active: false,
      value: { title: 'Sofas' },
    });
    expect(parseConfiguration(schema, geins.replace('false', 'true'))).toMatchObject({
      ok: true,
      active: true,
    });
    expect(parseConfiguration(schema, '{"title":"Sofas"}')).toMatchObject({
      ok: true,
      active: true,
    });
  });

  it('merges the widget area variables under the configuration', () => {
    const result = parseConfiguration(schema, '{"text":"Soft"}', { title: 'From area' });
    expect(result).toEqual({ ok: true, value: { title: 'From area', text: 'Soft' }, active: true });
  });

  it('rejects bad JSON with a reason', () => {
    expect(reasonOf(parseConfiguration(schema, '{title:'))).toMatch(/not valid JSON/);
  });

  // zod/mini ships no messages: each reason names the field and says what was wrong in words.
  it.each([
    [schema, '{"title":42}', 'field "title": expected string'],
    [
      productListWidgetSchema,
      '{"layout":"wall"}',
      'field "layout": must be one of "grid", "slider", "carousel"',
    ],
    [productListWidgetSchema, '{"take":0}', 'field "take": must be at least 1'],
    [productListWidgetSchema, '{"take":49}', 'field "take": must be at most 48'],
    [productListWidgetSchema, '{"take":2.5}', 'field "take": expected int'],
    [
      productListWidgetSchema,
      '{"href":"javascript:alert(1)"}',
      'field "href": must be a web, mail or phone link or a path on this site',
    ],
    [
      videoWidgetSchema,
      '{"provider":"youtube","title":"","videoId":"dQw4w9WgXcQ"}',
      'field "title": must be at least 1 long',
    ],
  ] as const)('explains %#: %2$s', (widgetSchema, configuration, reason) => {
    expect(reasonOf(parseConfiguration(widgetSchema, configuration))).toBe(reason);
  });

  it('reads a schema an app wrote with classic zod too', () => {
    expect(parseConfiguration(appSchema, '{"endsAt":"Sunday"}')).toEqual({
      ok: true,
      value: { endsAt: 'Sunday' },
      active: true,
    });
    expect(reasonOf(parseConfiguration(appSchema, '{}'))).toMatch(/^field "endsAt": /);
  });
});
