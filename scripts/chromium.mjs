// The one Chromium every browser task uses: the build shipped inside the `@sparticuz/chromium`
// npm package, so its version comes from the lockfile and not from the day a machine was installed
// (Debian's chromium follows security updates, and each build draws some pixels differently).
// Fonts are pinned the same way: fontconfig sees only DejaVu from the `dejavu-fonts-ttf` package,
// never the machine's own fonts.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const packageDir = dirname(dirname(require.resolve('@sparticuz/chromium')));
const fontsDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** The pinned build's package version, e.g. `153.0.0`. */
export const pinnedChromiumVersion = JSON.parse(
  readFileSync(join(packageDir, 'package.json'), 'utf8'),
).version;

const unpackDir = join(repoRoot, 'node_modules', '.cache', 'hemma-chromium', pinnedChromiumVersion);

export const chromiumPath = process.env.CHROMIUM_PATH ?? join(unpackDir, 'chromium');
const fontconfigFile = join(unpackDir, 'fonts.conf');

export const chromiumArgs = [
  '--no-sandbox',
  '--no-zygote',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

// Without the distribution's own aliases fontconfig would answer `sans-serif` with a serif face.
const genericFamilies = {
  'sans-serif': 'DejaVu Sans',
  'system-ui': 'DejaVu Sans',
  serif: 'DejaVu Serif',
  monospace: 'DejaVu Sans Mono',
};

/**
 * Unpacks the pinned build once per version (about 2 s). Written to a private folder and renamed
 * into place, so parallel tasks that start at the same moment never see half a binary.
 */
export function ensurePinnedChromium() {
  if (process.env.CHROMIUM_PATH || existsSync(chromiumPath)) return chromiumPath;
  const staging = `${unpackDir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  writeFileSync(
    join(staging, 'chromium'),
    brotliDecompressSync(readFileSync(join(packageDir, 'bin', 'chromium.br'))),
    { mode: 0o755 },
  );
  // SwiftShader's libraries sit beside the binary, where Chromium looks for them.
  execFileSync('tar', ['-x', '-C', staging], {
    input: brotliDecompressSync(readFileSync(join(packageDir, 'bin', 'swiftshader.tar.br'))),
  });
  writeFileSync(
    join(staging, 'fonts.conf'),
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      `  <dir>${fontsDir}</dir>`,
      `  <cachedir>${join(unpackDir, 'fontconfig-cache')}</cachedir>`,
      ...Object.entries(genericFamilies).map(
        ([generic, face]) =>
          `  <alias binding="same"><family>${generic}</family><prefer><family>${face}</family></prefer></alias>`,
      ),
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  try {
    renameSync(staging, unpackDir);
  } catch (error) {
    // Another process renamed its copy first: use that one.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(chromiumPath)) throw error;
  }
  return chromiumPath;
}

/** The environment the browser process needs: the pinned fonts and nothing of the machine's. */
export function chromiumEnv() {
  return process.env.CHROMIUM_PATH ? {} : { FONTCONFIG_FILE: fontconfigFile };
}

/** Launch options for playwright-core's `chromium.launch`. */
export function chromiumLaunchOptions() {
  return {
    executablePath: ensurePinnedChromium(),
    args: chromiumArgs,
    env: { ...process.env, ...chromiumEnv() },
  };
}
