import { createThemeContract } from '@vanilla-extract/css';

/**
 * One surface: the colours a part of the page paints with. Header, dark header and footer share
 * its shape, so `paintAs(vars.footer)` (paintAs.ts) turns any area into a footer area and
 * every component inside (buttons, links, inputs, focus rings) follows without knowing it.
 */
const surfaceShape = {
  background: null,
  raised: null,
  sunken: null,
  text: null,
  textMuted: null,
  border: null,
  borderStrong: null,
  link: null,
  /** The action colour on this surface (primary buttons, checked controls). */
  accent: null,
  accentHover: null,
  onAccent: null,
  focus: null,
  /** Discounted prices and savings, readable on this surface (the badge fill is color.discount). */
  discount: null,
} as const;

export const vars = createThemeContract({
  color: {
    brandAccent: null,
    brandAccentHover: null,
    onBrandAccent: null,
    critical: null,
    criticalSoft: null,
    onCritical: null,
    positive: null,
    positiveSoft: null,
    warning: null,
    warningSoft: null,
    info: null,
    infoSoft: null,
    discount: null,
    focus: null,
    overlay: null,
    skeleton: null,
    skeletonHighlight: null,
  },
  surface: surfaceShape,
  header: surfaceShape,
  /** The dark header variant (a scrolled or campaign header, or a channel whose header is dark). */
  headerDark: surfaceShape,
  footer: surfaceShape,
  space: {
    none: null,
    xxs: null,
    xs: null,
    s: null,
    m: null,
    l: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  radius: {
    none: null,
    s: null,
    m: null,
    pill: null,
    round: null,
  },
  font: {
    family: null,
    size: { xs: null, s: null, m: null, l: null, xl: null, xxl: null, xxxl: null },
    weight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, heading: null, body: null },
  },
  shadow: {
    floating: null,
    header: null,
  },
  zIndex: {
    header: null,
    dropdown: null,
    overlay: null,
    panel: null,
    modal: null,
    notification: null,
  },
  motion: {
    durationFast: null,
    duration: null,
    accordion: null,
    easing: null,
  },
  layout: {
    headerHeightMobile: null,
    headerHeightDesktop: null,
    topBarHeightMobile: null,
    topBarHeightDesktop: null,
    containerMaxWidth: null,
    containerNarrowMaxWidth: null,
    gutterMobile: null,
    gutterTablet: null,
    gutterLaptop: null,
    gutterDesktop: null,
    logoWidth: null,
    logoHeight: null,
    /** The logo drawn smaller than its 300x50: in the checkout bar (S), the phone header and footer (M), the laptop header (L). */
    logoHeightS: null,
    logoHeightM: null,
    logoHeightL: null,
    /** Spec section 9: the desktop search input and the height of its suggestions list. */
    searchInputWidth: null,
    searchSuggestionsHeight: null,
    /** The search's results panel under the input, from tablets up. */
    searchPanelWidth: null,
    /** Dropdown panels that would otherwise shrink to their longest word. */
    menuPanelMinWidth: null,
    marketPanelMinWidth: null,
    /** The account navigation column beside the account pages, from laptops up. */
    sideNavWidth: null,
    /** A single form (log in, register); one column of content (a one-message page, the reviews, an enlarged product picture). */
    formMaxWidth: null,
    columnMaxWidth: null,
    /** The checkout's form and summary together. */
    checkoutMaxWidth: null,
    /** A banner whose text lies over its image keeps at least this much picture. */
    bannerMinHeight: null,
  },
  control: {
    /** A slim control inside a slim row (the top bar's customer-type toggle). */
    heightXS: null,
    heightS: null,
    heightM: null,
    heightL: null,
    /** A lone, large call to action over media (the video's play button). */
    heightXL: null,
    focusRingWidth: null,
    focusRingOffset: null,
    borderWidth: null,
  },
  border: {
    /** The underline that marks a hovered or open menu item. */
    indicator: null,
    /** The toned edge at the start of a notice or a notification. */
    stripe: null,
  },
  /** Pictures of one product in a list: search suggestions (S), order lines and swatches (M), cart lines and gallery thumbnails (L). */
  size: {
    thumbnailS: null,
    thumbnailM: null,
    thumbnailL: null,
  },
});

export type ThemeVars = typeof vars;
