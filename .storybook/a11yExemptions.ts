/**
 * Every story runs axe (parameters.a11y.test = 'error'). A story may narrow that check only with a
 * written reason beside the exemption:
 *
 *   a11y: { config: { rules: [{ id: 'color-contrast', enabled: false, reason: 'Disabled state: WCAG exempts inactive controls' }] } }
 *   a11y: { options: { rules: { 'aria-allowed-role': { enabled: false, reason: '…' } } } }
 *   a11y: { test: 'todo', reason: '…' }            (also for test: 'off', disable, runOnly, context)
 */
interface RuleSwitch {
  enabled?: boolean;
  reason?: unknown;
}

interface A11yParameters {
  test?: string;
  disable?: boolean;
  reason?: unknown;
  context?: unknown;
  config?: { rules?: (RuleSwitch & { id?: string })[] };
  options?: { rules?: Record<string, RuleSwitch | undefined>; runOnly?: unknown };
}

const hasReason = (reason: unknown) => typeof reason === 'string' && reason.trim().length > 0;

/** Exemptions from the axe check that come without a reason, as sentences. */
export function unexplainedA11yExemptions(parameter: unknown): string[] {
  if (!parameter || typeof parameter !== 'object') return [];
  const a11y = parameter as A11yParameters;
  const problems: string[] = [];
  const storyWide: string[] = [];
  if (a11y.test === 'off' || a11y.test === 'todo') storyWide.push(`a11y.test is '${a11y.test}'`);
  if (a11y.disable === true) storyWide.push('a11y.disable is true');
  if (a11y.options?.runOnly !== undefined) storyWide.push('a11y.options.runOnly limits the rules');
  if (a11y.context !== undefined) storyWide.push('a11y.context limits the checked elements');
  if (storyWide.length > 0 && !hasReason(a11y.reason)) {
    problems.push(`${storyWide.join('; ')}: write why in a11y.reason`);
  }
  for (const rule of a11y.config?.rules ?? []) {
    if (rule.enabled === false && !hasReason(rule.reason)) {
      problems.push(
        `axe rule '${rule.id}' is turned off in a11y.config.rules: add a reason to that entry`,
      );
    }
  }
  for (const [id, rule] of Object.entries(a11y.options?.rules ?? {})) {
    if (rule?.enabled === false && !hasReason(rule.reason)) {
      problems.push(
        `axe rule '${id}' is turned off in a11y.options.rules: add a reason to that entry`,
      );
    }
  }
  return problems;
}

/** Project-wide beforeEach: a story with an unexplained exemption fails in every runner. */
export function requireA11yReasons({
  parameters,
  id,
}: {
  parameters: Record<string, unknown>;
  id: string;
}) {
  const problems = unexplainedA11yExemptions(parameters.a11y);
  if (problems.length > 0) {
    throw new Error(
      `Story ${id} narrows its accessibility check without a reason:\n- ${problems.join('\n- ')}`,
    );
  }
}
