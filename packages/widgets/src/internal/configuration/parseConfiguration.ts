import { z } from 'zod/mini';
import type { ConfigurationResult } from './configurationResult';

export type { ConfigurationResult };

/** Any widget configuration schema, written with zod/mini (the shop's) or classic zod. */
export type ConfigurationSchema = z.core.$ZodType;

/**
 * What went wrong, in words: zod/mini keeps its bundle small by shipping no messages, so the
 * common issues are described here. Given to each parse, it outranks the global messages that
 * classic zod installs once anything imports it, while a schema's own message (a regex's) still
 * outranks it.
 */
function describeIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'too_small':
      return `must be at least ${String(issue.minimum)}${issue.origin === 'string' || issue.origin === 'array' ? ' long' : ''}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}${issue.origin === 'string' || issue.origin === 'array' ? ' long' : ''}`;
    case 'invalid_union':
      return 'matches none of the allowed shapes';
    default:
      return 'invalid';
  }
}

/**
 * Reads a widget's configuration: a JSON string merged with the widget area's variables,
 * then checked against the widget type's schema. A failure names the field that broke it.
 */
export function parseConfiguration<Schema extends ConfigurationSchema>(
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
  const active = (raw as Record<string, unknown>).active !== false;
  const merged = { ...variables, ...(raw as Record<string, unknown>) };
  const parsed = z.safeParse(schema, merged, { error: describeIssue });
  if (parsed.success) return { ok: true, value: parsed.data, active };
  const issue = parsed.error.issues[0];
  if (!issue) return { ok: false, reason: 'field "(root)": invalid' };
  const field = issue.path.length > 0 ? issue.path.join('.') : '(root)';
  return { ok: false, reason: `field "${field}": ${issue.message}` };
}
