/**
 * Constants of the spec that JavaScript and media queries need as numbers.
 * CSS reads the same values through the theme contract; both come from here.
 */
export const breakpoints = {
  tablet: 768,
  laptop: 1024,
  desktop: 1300,
  desktopBig: 1920,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries, mobile first: `minWidth.tablet` applies from 768 px up. */
export const minWidth = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  laptop: `screen and (min-width: ${breakpoints.laptop}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  desktopBig: `screen and (min-width: ${breakpoints.desktopBig}px)`,
} as const;

export const reducedMotion = '(prefers-reduced-motion: reduce)';

export const layout = {
  headerHeight: { mobile: 60, desktop: 80 },
  topBarHeight: { mobile: 34, desktop: 44 },
  containerMaxWidth: { default: 1920, narrow: 1000 },
  logo: { width: 300, height: 50 },
  /** Spec section 9: "suggestions list 270 px high and input 231 px wide on desktop". */
  search: { inputWidth: 231, suggestionsHeight: 270 },
  /** On the server a desktop device of this width is assumed. */
  serverViewportWidth: 1360,
} as const;

/**
 * Product pictures (design brief): "4:5, on a light neutral background, never cropped by the
 * card". The commerce API draws its pictures square, so the whole picture sits in the 4:5 frame
 * with the frame's neutral colour above and below; filling the frame instead would trim the ends
 * of the widest pieces (rugs, sofas).
 */
export const productImage = { aspectRatio: 4 / 5, fit: 'contain' } as const;

export const timing = {
  accordionSlideMs: 200,
  notificationTimeoutMs: 5000,
  loadingBarThrottleMs: 200,
  loadingBarDurationMs: 5000,
  loadingDelayMs: 1000,
  spinnerAfterMs: 1000,
} as const;

export const buttonSizes = ['s', 'm', 'l'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export type ViewportClass = 'phone' | 'tablet' | 'laptop' | 'desktop' | 'desktopBig';

/** The viewport class of a width, against the breakpoints. */
export function viewportClassOf(width: number): ViewportClass {
  if (width >= breakpoints.desktopBig) return 'desktopBig';
  if (width >= breakpoints.desktop) return 'desktop';
  if (width >= breakpoints.laptop) return 'laptop';
  if (width >= breakpoints.tablet) return 'tablet';
  return 'phone';
}
