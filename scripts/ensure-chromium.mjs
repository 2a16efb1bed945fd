// Browser tests need Debian's Chromium; a test tool's own browser download fails on these machines.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const asRoot = process.getuid?.() === 0;
  console.log(`Chromium not found at ${path}; installing Debian's chromium package...`);
  try {
    execSync(`${asRoot ? '' : 'sudo '}apt-get install -y chromium`, { stdio: 'inherit' });
  } catch {
    console.error('Could not install chromium. Run: apt-get install -y chromium');
    process.exit(1);
  }
}
