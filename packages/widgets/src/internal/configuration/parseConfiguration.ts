import type { z } from 'zod';

export type ConfigurationResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * Reads a widget's configuration: a JSON string merged with the widget area's variables,
 * then checked against the widget type's schema. A failure names the field that broke it.
 */
export function parseConfiguration<Schema extends z.ZodType>(
  schema: Schema,
  configuration: string | null | undefined,
  variables: Record<string, unknown> = {},
): ConfigurationResult<z.infer<Schema>> {
  let raw: unknown;
  try {
    raw = configuration ? JSON.parse(configuration) : {};
  } catch (error) {
    return { ok: false, reason: `configuration is not valid JSON (${(error as Error).message})` };
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, reason: 'configuration must be a JSON object' };
  }
  const merged = { ...variables, ...(raw as Record<string, unknown>) };
  const parsed = schema.safeParse(merged);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
  return { ok: false, reason: `field "${field}": ${issue?.message ?? 'invalid'}` };
}
