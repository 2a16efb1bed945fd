import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseConfiguration } from './parseConfiguration';

const schema = z.object({ title: z.string(), text: z.string().optional() });

describe('parseConfiguration', () => {
  it('parses the JSON string against the schema', () => {
    expect(parseConfiguration(schema, '{"title":"Sofas"}')).toEqual({
      ok: true,
      value: { title: 'Sofas' },
    });
  });

  it('merges the widget area variables under the configuration', () => {
    const result = parseConfiguration(schema, '{"text":"Soft"}', { title: 'From area' });
    expect(result).toEqual({ ok: true, value: { title: 'From area', text: 'Soft' } });
  });

  it('names the field that fails the schema', () => {
    const result = parseConfiguration(schema, '{"title":42}');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/field "title"/);
  });

  it('rejects bad JSON with a reason', () => {
    const result = parseConfiguration(schema, '{title:');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/not valid JSON/);
  });
});
