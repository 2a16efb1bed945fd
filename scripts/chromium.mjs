/** Debian's Chromium, launched the way these machines need it (no sandbox, no background traffic). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath, args: chromiumArgs };
}
