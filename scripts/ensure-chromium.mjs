// Unpacks the Chromium build pinned in the lockfile (`@sparticuz/chromium`) before the browser
// tasks start in parallel, and says which build they will use.
import { ensurePinnedChromium, pinnedChromiumVersion } from './chromium.mjs';
import { execFileSync } from 'node:child_process';

const path = ensurePinnedChromium();
const version = execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
console.log(
  `Browser tasks use ${version} (@sparticuz/chromium ${pinnedChromiumVersion}) at ${path}`,
);
