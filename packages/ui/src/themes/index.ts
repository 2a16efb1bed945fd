import { comTheme, comTokens } from './com/theme.css';
import { seTheme, seTokens } from './se/theme.css';
import type { ThemeTokens } from './tokens';

/**
 * A theme: one set of values for the theme contract, known by its name. Which sales channel uses
 * which theme is the channel registry's business (`@hemma/data`), not the design system's.
 */
export interface ChannelTheme {
  /** The theme's name; channels name their theme by it. */
  name: string;
  /** What the theme looks like, for the token docs. */
  label: string;
  /** The class that switches every token to this theme. */
  className: string;
  tokens: ThemeTokens;
}

export type ThemeRegistry = Readonly<Record<string, ChannelTheme>>;

/** Builds the themes by name, refusing a name given twice. */
export function defineThemes(list: readonly ChannelTheme[]): ThemeRegistry {
  const registry: Record<string, ChannelTheme> = {};
  for (const theme of list) {
    if (registry[theme.name]) throw new Error(`Theme "${theme.name}" is registered twice`);
    registry[theme.name] = theme;
  }
  return registry;
}

/** Every theme the design system ships. A new theme is one file in themes/<name>/ and one entry here. */
export const themeList: readonly ChannelTheme[] = [
  { name: 'se', label: 'se: forest green, light header', className: seTheme, tokens: seTokens },
  {
    name: 'com',
    label: 'com: deep blue, charcoal header, sand footer',
    className: comTheme,
    tokens: comTokens,
  },
];

export const themes: ThemeRegistry = defineThemes(themeList);

/** The theme of a name; an unknown name is a wiring error (a channel naming a theme that is not shipped). */
export function themeNamed(name: string, registry: ThemeRegistry = themes): ChannelTheme {
  const theme = registry[name];
  if (!theme)
    throw new Error(`No theme named "${name}" (known: ${Object.keys(registry).join(', ')})`);
  return theme;
}

export { vars } from './contract.css';
export { paintAs, type SurfaceVars } from './paintAs';
export { baseTokens, makeTokens } from './tokens';
export type { ThemeDelta, ThemeTokens } from './tokens';
export * from './constants';
