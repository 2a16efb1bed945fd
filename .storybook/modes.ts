import { channelList } from '@hemma/data';
import { breakpoints } from '@hemma/ui';

/** Viewports from the spec's breakpoints, plus a phone. */
export const viewports = {
  phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: {
    name: `Tablet (${breakpoints.tablet})`,
    styles: { width: `${breakpoints.tablet}px`, height: '1024px' },
    type: 'tablet',
  },
  laptop: {
    name: `Laptop (${breakpoints.laptop})`,
    styles: { width: `${breakpoints.laptop}px`, height: '768px' },
    type: 'desktop',
  },
  desktop: {
    name: `Desktop (${breakpoints.desktop})`,
    styles: { width: `${breakpoints.desktop}px`, height: '900px' },
    type: 'desktop',
  },
  desktopBig: {
    name: `Desktop big (${breakpoints.desktopBig})`,
    styles: { width: `${breakpoints.desktopBig}px`, height: '1080px' },
    type: 'desktop',
  },
} as const;

export type ViewportName = keyof typeof viewports;

/** Toolbar items for the sales channel: one per channel of the registry, plus both side by side. */
export const channelItems = [
  ...channelList().map((channel) => ({ value: channel.key, title: channel.label })),
  { value: 'side-by-side', title: 'Both channels side by side' },
];

/** A viewport's size in pixels, the form Chromatic's modes read (it does not know viewport names). */
export function viewportSize(name: ViewportName): { width: number; height: number } {
  const { width, height } = viewports[name].styles;
  return { width: Number.parseInt(width, 10), height: Number.parseInt(height, 10) };
}

/**
 * Modes that Chromatic renders, as `parameters.chromatic.modes`: every channel at phone and desktop.
 * The local visual suite has its own projects of the same channels and sizes (scripts/visual/catalogue.ts).
 */
export const modes = Object.fromEntries(
  channelList().flatMap((channel) =>
    (['phone', 'desktop'] as const).map((viewport) => [
      `${channel.key} ${viewport}`,
      { channel: channel.key, viewport: viewportSize(viewport) },
    ]),
  ),
);
