/** The parts of a browser window the check reads; older browsers may lack any of them. */
export interface BrowserWindow {
  fetch?: unknown;
  Promise?: unknown;
  IntersectionObserver?: unknown;
  CSS?: { supports?: (property: string, value: string) => boolean };
}

/** What the shop needs of a browser; a missing one shows the outdated-browser message. */
export const requiredBrowserFeatures = {
  fetch: (win: BrowserWindow) => typeof win.fetch === 'function',
  promise: (win: BrowserWindow) => typeof win.Promise === 'function',
  intersectionObserver: (win: BrowserWindow) => 'IntersectionObserver' in win,
  customProperties: (win: BrowserWindow) => Boolean(win.CSS?.supports?.('--a', '0')),
  grid: (win: BrowserWindow) => Boolean(win.CSS?.supports?.('display', 'grid')),
} as const;

export type BrowserFeature = keyof typeof requiredBrowserFeatures;

export function missingBrowserFeatures(win: BrowserWindow): BrowserFeature[] {
  return (Object.keys(requiredBrowserFeatures) as BrowserFeature[]).filter(
    (feature) => !requiredBrowserFeatures[feature](win),
  );
}
