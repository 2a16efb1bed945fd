import { describe, expect, it } from 'vitest';
import { requireA11yReasons, unexplainedA11yExemptions } from './a11yExemptions';

describe('unexplainedA11yExemptions: an axe rule is turned off only with a written reason', () => {
  it('accepts the project default and exemptions that say why', () => {
    expect(unexplainedA11yExemptions({ test: 'error' })).toEqual([]);
    expect(
      unexplainedA11yExemptions({
        test: 'error',
        config: {
          rules: [
            {
              id: 'color-contrast',
              enabled: false,
              reason: 'Inactive control: WCAG 1.4.3 exempts it',
            },
          ],
        },
        options: {
          rules: { 'aria-allowed-role': { enabled: false, reason: 'Radix sets the role' } },
        },
      }),
    ).toEqual([]);
    expect(
      unexplainedA11yExemptions({ test: 'todo', reason: 'Third-party embed, tracked in issue 42' }),
    ).toEqual([]);
  });

  it('names a rule turned off in config.rules or options.rules without a reason', () => {
    expect(
      unexplainedA11yExemptions({
        config: {
          rules: [
            { id: 'color-contrast', enabled: false },
            { id: 'label', enabled: true },
          ],
        },
        options: { rules: { 'image-alt': { enabled: false, reason: '  ' } } },
      }),
    ).toEqual([
      "axe rule 'color-contrast' is turned off in a11y.config.rules: add a reason to that entry",
      "axe rule 'image-alt' is turned off in a11y.options.rules: add a reason to that entry",
    ]);
  });

  it('asks for a reason when the whole check is weakened', () => {
    expect(unexplainedA11yExemptions({ test: 'off' })).toEqual([
      "a11y.test is 'off': write why in a11y.reason",
    ]);
    expect(unexplainedA11yExemptions({ disable: true, options: { runOnly: ['wcag2a'] } })).toEqual([
      'a11y.disable is true; a11y.options.runOnly limits the rules: write why in a11y.reason',
    ]);
    expect(unexplainedA11yExemptions({ context: { exclude: ['.map'] } })).toHaveLength(1);
  });

  it('fails the story (project beforeEach) with every problem listed', () => {
    expect(() =>
      requireA11yReasons({
        id: 'ui-x--y',
        parameters: { a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
      }),
    ).toThrow(/ui-x--y narrows its accessibility check without a reason:\n- axe rule 'region'/);
    expect(() => requireA11yReasons({ id: 'ui-x--y', parameters: {} })).not.toThrow();
  });
});
