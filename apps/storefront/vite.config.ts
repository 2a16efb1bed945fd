import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { shellChunks } from './bundling/shellChunk';

const uiPackage = fileURLToPath(new URL('../../packages/ui/', import.meta.url));
const flagIconsVersion: string = createRequire(uiPackage)('flag-icons/package.json').version;

const appDirectory = fileURLToPath(new URL('./app/', import.meta.url));

const shellChunksPlugin = shellChunks({
  entries: [
    `${appDirectory}entry.client.tsx`,
    `${appDirectory}root.tsx?__react-router-build-client-route`,
  ],
  framework: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
});

const flagArtwork = /flag-icons\/flags\/(4x3|1x1)\/([\w-]+)\.svg$/;

/**
 * Flag SVGs keep their own names (`assets/flags/4x3/se.svg`) instead of a content hash: the Flag
 * component's map of ~540 flags × 2 sets ships with the market lists (the switcher's popover, the
 * shop settings panel), and 1,080 random hashes do not compress (about 6 KB gzipped); predictable
 * names do. Flag artwork only changes with a new
 * flag-icons release, whose version is in the folder name for cache busting.
 */
function assetFileNames(asset: {
  names?: readonly string[];
  originalFileNames?: readonly string[];
}): string {
  const flag = asset.originalFileNames?.map((file) => flagArtwork.exec(file)).find(Boolean);
  if (flag) return `assets/flag-icons-${flagIconsVersion}/${flag[1]}/${flag[2]}.svg`;
  return 'assets/[name]-[hash][extname]';
}

export default defineConfig({
  plugins: [reactRouter(), vanillaExtractPlugin(), shellChunksPlugin],
  resolve: {
    // rxjs (under Apollo Client) offers an ES2015 build under this condition; its default is ES5,
    // which needs tslib's class and spread helpers.
    conditions: ['es2015', ...defaultClientConditions],
  },
  build: {
    // HEMMA_SOURCEMAP=1 for bundle analysis (which module makes a chunk heavy); never in the shipped build.
    sourcemap: process.env.HEMMA_SOURCEMAP === '1',
    rollupOptions: { output: { assetFileNames } },
  },
});
