import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import type { ThemeTokens } from './tokens';

extend([a11yPlugin]);

/** WCAG 2 AA: 4.5:1 for body text, 3:1 for UI boundaries, focus rings and large text. */
export const TEXT = 4.5;
export const UI = 3;

type SurfaceTokens = ThemeTokens['surface'];
export type Pair = { name: string; fg: string; bg: string; min: number };

const surfaceGroups = ['surface', 'header', 'headerDark', 'footer'] as const;

function surfacePairs(group: string, s: SurfaceTokens): Pair[] {
  const pairs: Pair[] = [];
  for (const bg of ['background', 'raised', 'sunken'] as const) {
    pairs.push(
      { name: `${group}.text on ${group}.${bg}`, fg: s.text, bg: s[bg], min: TEXT },
      { name: `${group}.textMuted on ${group}.${bg}`, fg: s.textMuted, bg: s[bg], min: TEXT },
      { name: `${group}.link on ${group}.${bg}`, fg: s.link, bg: s[bg], min: TEXT },
      {
        name: `${group}.borderStrong against ${group}.${bg}`,
        fg: s.borderStrong,
        bg: s[bg],
        min: UI,
      },
      { name: `${group}.focus against ${group}.${bg}`, fg: s.focus, bg: s[bg], min: UI },
      { name: `${group}.accent against ${group}.${bg}`, fg: s.accent, bg: s[bg], min: UI },
      { name: `${group}.discount on ${group}.${bg}`, fg: s.discount, bg: s[bg], min: TEXT },
    );
  }
  pairs.push(
    { name: `${group}.onAccent on ${group}.accent`, fg: s.onAccent, bg: s.accent, min: TEXT },
    {
      name: `${group}.onAccent on ${group}.accentHover`,
      fg: s.onAccent,
      bg: s.accentHover,
      min: TEXT,
    },
  );
  return pairs;
}

function rolePairs(t: ThemeTokens): Pair[] {
  const c = t.color;
  const page = t.surface;
  const pairs: Pair[] = [
    { name: 'onBrandAccent on brandAccent', fg: c.onBrandAccent, bg: c.brandAccent, min: TEXT },
    {
      name: 'onBrandAccent on brandAccentHover',
      fg: c.onBrandAccent,
      bg: c.brandAccentHover,
      min: TEXT,
    },
    { name: 'onCritical on critical', fg: c.onCritical, bg: c.critical, min: TEXT },
    {
      name: 'onCritical on discount (discount badge)',
      fg: c.onCritical,
      bg: c.discount,
      min: TEXT,
    },
    { name: 'critical on criticalSoft', fg: c.critical, bg: c.criticalSoft, min: TEXT },
    { name: 'positive on positiveSoft', fg: c.positive, bg: c.positiveSoft, min: TEXT },
    { name: 'warning on warningSoft', fg: c.warning, bg: c.warningSoft, min: TEXT },
    { name: 'info on infoSoft', fg: c.info, bg: c.infoSoft, min: TEXT },
  ];
  for (const bg of ['background', 'raised', 'sunken'] as const) {
    for (const role of [
      'brandAccent',
      'critical',
      'positive',
      'warning',
      'info',
      'discount',
    ] as const) {
      pairs.push({ name: `${role} on surface.${bg}`, fg: c[role], bg: page[bg], min: TEXT });
    }
    pairs.push({ name: `focus against surface.${bg}`, fg: c.focus, bg: page[bg], min: UI });
  }
  return pairs;
}

/**
 * Every text/background and boundary pair of a theme that WCAG AA asks for: the colour roles on
 * the page, and each surface group (page, header, dark header, footer) on its own backgrounds.
 * Each pair is named after its tokens, so a failing theme says which token to change.
 */
export function contrastPairs(tokens: ThemeTokens): Pair[] {
  return [
    ...rolePairs(tokens),
    ...surfaceGroups.flatMap((group) => surfacePairs(group, tokens[group])),
  ];
}

export function contrastOf(pair: Pair): number {
  return colord(pair.fg).contrast(pair.bg);
}

/** The pairs of a theme below AA, as "<pair> is <ratio>:1, needs <min>:1". */
export function contrastFailures(tokens: ThemeTokens): string[] {
  return contrastPairs(tokens)
    .filter(
      (pair) =>
        !colord(pair.fg).isValid() || !colord(pair.bg).isValid() || contrastOf(pair) < pair.min,
    )
    .map((pair) => `${pair.name} is ${contrastOf(pair).toFixed(2)}:1, needs ${pair.min}:1`);
}
