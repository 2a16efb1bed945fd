// README command 2 after the install: every test, in three turbo runs so that the two browser-heavy
// suites never share the machine's two cores with each other (side by side they starved each other
// into timeouts). Each run goes on past a red task (--continue) and the next run starts anyway, so one
// failure does not hide the others; the exit code is red if any task was.
import { execFileSync, spawnSync } from 'node:child_process';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePinnedChromium, pinnedChromiumVersion } from './chromium.mjs';

const phases = [
  {
    name: 'checks, unit tests and builds',
    tasks: [
      'lint',
      'typecheck',
      'test',
      'test-scripts',
      'build',
      'build-storybook',
      'check-budgets',
    ],
  },
  { name: 'visual tests', tasks: ['test-visual'] },
  { name: 'end-to-end tests', tasks: ['test-e2e'] },
];

// Unpacked once here, before the browser tasks start in parallel.
const browser = ensurePinnedChromium();
const browserVersion = execFileSync(browser, ['--version'], { encoding: 'utf8' }).trim();
console.log(
  `Browser tasks use ${browserVersion} (@sparticuz/chromium ${pinnedChromiumVersion}) at ${browser}`,
);
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  PATH: `${fileURLToPath(new URL('../node_modules/.bin', import.meta.url))}${delimiter}${process.env.PATH}`,
};

const results = phases.map((phase) => {
  const started = Date.now();
  console.log(`\n=== ${phase.name}: turbo run ${phase.tasks.join(' ')}`);
  // Later phases find the earlier phases' tasks in turbo's cache: only their own logs are shown.
  const logs = phase === phases[0] ? [] : ['--output-logs=new-only'];
  const run = spawnSync(
    'turbo',
    ['run', ...phase.tasks, '--continue', ...logs, ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env,
    },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  return { name: phase.name, ok: run.status === 0, seconds };
});

console.log('\n=== summary');
for (const result of results)
  console.log(`${result.ok ? 'ok    ' : 'FAILED'} ${result.name} (${result.seconds} s)`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
