import { colord } from 'colord';
import { describe, expect, it } from 'vitest';
import { contrastFailures, contrastOf, contrastPairs, TEXT } from './contrast';
import { themes } from './index';
import { makeTokens } from './tokens';

describe('theme contrast (WCAG AA)', () => {
  for (const theme of Object.values(themes)) {
    describe(`${theme.name} theme`, () => {
      it.each(contrastPairs(theme.tokens))('$name reaches $min:1', (pair) => {
        expect(colord(pair.fg).isValid() && colord(pair.bg).isValid()).toBe(true);
        expect(contrastOf(pair)).toBeGreaterThanOrEqual(pair.min);
      });
    });
  }

  it('fails a pair that does not reach AA, so the check can catch a bad token', () => {
    expect(colord('#777777').contrast('#ffffff')).toBeLessThan(TEXT);
  });

  it("names the token of a partial theme whose footer keeps the base's dark text on a dark background", () => {
    const accent = {
      link: '#7a2e1f',
      accent: '#7a2e1f',
      accentHover: '#5e2317',
      onAccent: '#ffffff',
      focus: '#7a2e1f',
    };
    const partial = makeTokens({
      name: 'partial',
      overrides: {
        color: { brandAccent: '#7a2e1f', brandAccentHover: '#5e2317', focus: '#7a2e1f' },
        surface: accent,
        header: accent,
        headerDark: {
          ...accent,
          link: '#f6f1ea',
          accent: '#f6f1ea',
          onAccent: '#2b2420',
          focus: '#f6f1ea',
        },
        footer: { ...accent, background: '#2b2420' },
      },
    });
    const failures = contrastFailures(partial);
    expect(
      failures.some((failure) => failure.startsWith('footer.textMuted on footer.background')),
    ).toBe(true);
    expect(
      failures.some((failure) => failure.startsWith('footer.accent against footer.background')),
    ).toBe(true);
  });
});
