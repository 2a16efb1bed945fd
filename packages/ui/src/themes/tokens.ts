import { layout, timing } from './constants';
import type { ThemeVars } from './contract.css';

type TokenValues<T> = { [K in keyof T]: T[K] extends string ? string : TokenValues<T[K]> };

/** Concrete values for every name of the theme contract. */
export type ThemeTokens = TokenValues<ThemeVars>;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? T[K] : DeepPartial<T[K]> };

const px = (n: number) => `${n}px`;

/** Colours live here and in the channel themes only. */
const palette = {
  white: '#ffffff',
  offWhite: '#faf8f5',
  sand50: '#f3efe8',
  sand100: '#e9e2d6',
  stone300: '#c9c2b8',
  stone500: '#7d766d',
  ink600: '#5c5750',
  ink900: '#1f1d1a',
  red700: '#b3261e',
  red50: '#fdecea',
  green700: '#2e6b3a',
  green50: '#e8f3ea',
  amber700: '#8a5a00',
  amber50: '#fff4dc',
  blue700: '#1f5fa8',
  blue50: '#e7f0fa',
  discountRed: '#a8201a',
  discountOnNight: '#ff9a8f',
  night900: '#1f1d1a',
  night800: '#2a2723',
  night950: '#161412',
  night700: '#3a3631',
  onNight: '#f5f3ef',
  onNightMuted: '#c4c0b9',
  onNightBorder: '#8a857d',
} as const;

export const baseTokens: ThemeTokens = {
  color: {
    brandAccent: palette.ink900,
    brandAccentHover: palette.ink600,
    onBrandAccent: palette.white,
    critical: palette.red700,
    criticalSoft: palette.red50,
    onCritical: palette.white,
    positive: palette.green700,
    positiveSoft: palette.green50,
    warning: palette.amber700,
    warningSoft: palette.amber50,
    info: palette.blue700,
    infoSoft: palette.blue50,
    discount: palette.discountRed,
    focus: palette.ink900,
    overlay: 'rgba(31, 29, 26, 0.48)',
    skeleton: palette.sand100,
    skeletonHighlight: palette.sand50,
  },
  surface: {
    background: palette.offWhite,
    raised: palette.white,
    sunken: palette.sand50,
    text: palette.ink900,
    textMuted: palette.ink600,
    border: palette.stone300,
    borderStrong: palette.stone500,
    link: palette.ink900,
    accent: palette.ink900,
    accentHover: palette.ink600,
    onAccent: palette.white,
    focus: palette.ink900,
    discount: palette.discountRed,
  },
  header: {
    background: palette.offWhite,
    raised: palette.white,
    sunken: palette.sand50,
    text: palette.ink900,
    textMuted: palette.ink600,
    border: palette.sand100,
    borderStrong: palette.stone500,
    link: palette.ink900,
    accent: palette.ink900,
    accentHover: palette.ink600,
    onAccent: palette.white,
    focus: palette.ink900,
    discount: palette.discountRed,
  },
  headerDark: {
    background: palette.night900,
    raised: palette.night800,
    sunken: palette.night950,
    text: palette.onNight,
    textMuted: palette.onNightMuted,
    border: palette.night700,
    borderStrong: palette.onNightBorder,
    link: palette.onNight,
    accent: palette.onNight,
    accentHover: palette.white,
    onAccent: palette.night900,
    focus: palette.onNight,
    discount: palette.discountOnNight,
  },
  footer: {
    background: palette.sand50,
    raised: palette.white,
    sunken: palette.sand100,
    text: palette.ink900,
    textMuted: palette.ink600,
    border: palette.stone300,
    borderStrong: palette.stone500,
    link: palette.ink900,
    accent: palette.ink900,
    accentHover: palette.ink600,
    onAccent: palette.white,
    focus: palette.ink900,
    discount: palette.discountRed,
  },
  space: {
    none: '0',
    xxs: px(2),
    xs: px(4),
    s: px(8),
    m: px(16),
    l: px(24),
    xl: px(32),
    xxl: px(48),
    xxxl: px(96),
  },
  radius: { none: '0', s: px(2), m: px(4), pill: '999px', round: '50%' },
  font: {
    family: "'Inter Variable', 'Inter', 'Inter Fallback', system-ui, sans-serif",
    size: {
      xs: '0.75rem',
      s: '0.875rem',
      m: '1rem',
      l: '1.2rem',
      xl: '1.44rem',
      xxl: '1.728rem',
      xxxl: '2.488rem',
    },
    weight: { regular: '400', medium: '500', bold: '650' },
    lineHeight: { tight: '1.15', heading: '1.25', body: '1.5' },
  },
  shadow: {
    floating: '0 8px 32px rgba(31, 29, 26, 0.16)',
    header: '0 2px 12px rgba(31, 29, 26, 0.10)',
  },
  zIndex: {
    header: '100',
    dropdown: '200',
    overlay: '300',
    panel: '400',
    modal: '500',
    notification: '600',
  },
  motion: {
    durationFast: '150ms',
    duration: '250ms',
    accordion: `${timing.accordionSlideMs}ms`,
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  layout: {
    headerHeightMobile: px(layout.headerHeight.mobile),
    headerHeightDesktop: px(layout.headerHeight.desktop),
    topBarHeightMobile: px(layout.topBarHeight.mobile),
    topBarHeightDesktop: px(layout.topBarHeight.desktop),
    containerMaxWidth: px(layout.containerMaxWidth.default),
    containerNarrowMaxWidth: px(layout.containerMaxWidth.narrow),
    gutterMobile: px(16),
    gutterTablet: px(24),
    gutterLaptop: px(32),
    gutterDesktop: px(48),
    logoWidth: px(layout.logo.width),
    logoHeight: px(layout.logo.height),
    logoHeightS: px(24),
    logoHeightM: px(32),
    logoHeightL: px(40),
    searchInputWidth: px(layout.search.inputWidth),
    searchSuggestionsHeight: px(layout.search.suggestionsHeight),
    searchPanelWidth: px(720),
    menuPanelMinWidth: px(260),
    marketPanelMinWidth: px(240),
    sideNavWidth: px(220),
    formMaxWidth: px(480),
    columnMaxWidth: px(720),
    checkoutMaxWidth: px(1200),
    bannerMinHeight: px(320),
  },
  control: {
    heightXS: px(24),
    heightS: px(32),
    heightM: px(44),
    heightL: px(56),
    heightXL: px(72),
    focusRingWidth: px(2),
    focusRingOffset: px(2),
    borderWidth: px(1),
  },
  border: { indicator: px(2), stripe: px(4) },
  size: { thumbnailS: px(48), thumbnailM: px(64), thumbnailL: px(72) },
};

function merge<T extends object>(base: T, overrides: DeepPartial<T>): T {
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(overrides)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? merge(current as object, value as object)
        : value;
  }
  return out as T;
}

type SurfaceTokens = ThemeTokens['surface'];
/** The action colours of a surface: what a primary button, a link and a focus ring paint with. */
type SurfaceAccent = Pick<SurfaceTokens, 'link' | 'accent' | 'accentHover' | 'onAccent' | 'focus'>;
type SurfaceDelta = Partial<SurfaceTokens> & SurfaceAccent;

/**
 * How a theme differs from the base tokens. A theme is a complete delta: it must state its accent
 * roles (`color.brandAccent`, `brandAccentHover`, `focus`) and the action colours of every surface
 * group (page, header, dark header, footer), so a new theme cannot silently keep the base's
 * near-black accent on its buttons (they read `surface.accent`, not `color.brandAccent`).
 */
export interface ThemeDelta extends DeepPartial<
  Omit<ThemeTokens, 'color' | 'surface' | 'header' | 'headerDark' | 'footer'>
> {
  color: DeepPartial<ThemeTokens['color']> &
    Pick<ThemeTokens['color'], 'brandAccent' | 'brandAccentHover' | 'focus'>;
  surface: SurfaceDelta;
  header: SurfaceDelta;
  headerDark: SurfaceDelta;
  footer: SurfaceDelta;
}

export interface ChannelTokensInput {
  /** The theme's name, used for its class name and in Storybook. */
  name: string;
  /** Only how this theme differs from the base tokens, with every accent stated. */
  overrides: ThemeDelta;
}

/** A theme's tokens: the base with only this theme's differences applied. */
export function makeTokens({ overrides }: ChannelTokensInput): ThemeTokens {
  return merge(baseTokens, overrides as DeepPartial<ThemeTokens>);
}

export type { DeepPartial };

export { palette as basePalette };
