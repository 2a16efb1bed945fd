import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { startBenchStack } from './stack.mjs';
const path = process.argv[2] ?? '/c/furniture/sofas';
const { base, stop } = await startBenchStack('');
const browser = await chromium.launch(chromiumLaunchOptions());
const totals = new Map();
try {
  for (let run = 0; run < 4; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 60_000 });
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    await context.close();
    if (run === 0) continue;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const dt = new Map();
    profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
    for (const [id, us] of dt) {
      const n = byId.get(id);
      const url = n.callFrame.url.replace(/.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');
      const key = url || n.callFrame.functionName || '(native)';
      totals.set(key, (totals.get(key) ?? 0) + us / 3);
    }
  }
  console.log([...totals].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${Math.round(v / 1000)} ms  ${k}`).join('\n'));
} finally { await browser.close(); stop(); }
