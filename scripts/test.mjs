// README command 2 after the install: every test, in three turbo runs so that the two browser-heavy
// suites never share the machine's two cores with each other (side by side they starved each other
// into timeouts). Each run goes on past a red task (--continue) and the next run starts anyway, so one
// failure does not hide the others; the exit code is red if any task was.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { delimiter, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import { machineBusyMs } from './bench/processCpu.mjs';
import { ensurePinnedChromium, pinnedChromiumVersion } from './chromium.mjs';

const phases = [
  {
    name: 'checks, unit tests and builds',
    tasks: [
      'format:check',
      'check-imports',
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

// turbo --summarize writes each run's task times to .turbo/runs: printed per phase, so a rehearsal's
// log says which task the minutes went to (issue 25 asks for them).
const runsFolder = fileURLToPath(new URL('../.turbo/runs', import.meta.url));
const summaries = () => (existsSync(runsFolder) ? readdirSync(runsFolder) : []);

// How busy the machine's cores were over a phase: a phase well below 100 % leaves a core idle that
// the next phase's tasks could use. Undefined where there is no /proc (macOS, Windows).
function busyCpuMs() {
  try {
    return machineBusyMs();
  } catch {
    return undefined;
  }
}

function describeLoad(busyBefore, busyAfter, seconds) {
  if (busyBefore === undefined || busyAfter === undefined || seconds === 0) return '';
  const busyMs = busyAfter - busyBefore;
  const cores = availableParallelism();
  const share = Math.round((busyMs / 1000 / (seconds * cores)) * 100);
  return `; the machine busy for ${Math.round(busyMs / 1000)} CPU-s, ${share} % of ${cores} cores`;
}

function taskTimes(summaryFile) {
  const summary = JSON.parse(readFileSync(join(runsFolder, summaryFile), 'utf8'));
  return summary.tasks
    .filter((task) => task.cache?.status !== 'HIT' && task.execution?.endTime)
    .map((task) => ({
      task: task.taskId,
      seconds: Math.round((task.execution.endTime - task.execution.startTime) / 1000),
      failed: task.execution.exitCode !== 0,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

// CI shows only the end of this log: the lines that name a failure (Vitest's FAIL and ×, Playwright's
// numbered failures, TypeScript and ESLint errors) are kept and printed again under the summary.
const failureLine =
  /(\bFAIL\b|\bERROR\b|^\s*x |\s×\s|\s✘\s|^\s*\d+\) \[|error TS\d+|\s\d+:\d+\s+error\s|Tests? timed out)/;
// Tests log expected errors too: these lines come after the ones above.
const errorLine = /(\bERR_|Error: )/;
const maxFailureLines = 20;
const taskPrefix = /^[@\w./-]*:[\w:-]+: /;

function runPhase(args) {
  return new Promise((resolve) => {
    const failures = new Set();
    const errors = new Set();
    let partial = '';
    const child = spawn('turbo', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk, stream) => {
      stream.write(chunk);
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        // Turbo starts each task's line with its name ("//:test-visual: "); the patterns read what follows.
        const plain = stripVTControlCharacters(line).trimEnd().replace(taskPrefix, '');
        if (failureLine.test(plain)) failures.add(plain.slice(0, 240));
        else if (errorLine.test(plain)) errors.add(plain.slice(0, 240));
      }
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('close', (code) => resolve({ ok: code === 0, failures: [...failures, ...errors] }));
  });
}

const results = [];
for (const phase of phases) {
  const before = new Set(summaries());
  const started = Date.now();
  const busyBefore = busyCpuMs();
  console.log(`\n=== ${phase.name}: turbo run ${phase.tasks.join(' ')}`);
  // Later phases find the earlier phases' tasks in turbo's cache: only their own logs are shown.
  const logs = phase === phases[0] ? [] : ['--output-logs=new-only'];
  const { ok, failures } = await runPhase([
    'run',
    ...phase.tasks,
    '--continue',
    '--summarize',
    ...logs,
    ...process.argv.slice(2),
  ]);
  const seconds = Math.round((Date.now() - started) / 1000);
  const summaryFile = summaries().find((file) => !before.has(file));
  results.push({
    name: phase.name,
    ok,
    seconds,
    load: describeLoad(busyBefore, busyCpuMs(), seconds),
    failures,
    tasks: summaryFile ? taskTimes(summaryFile) : [],
  });
}

console.log('\n=== summary');
for (const result of results) {
  console.log(
    `${result.ok ? 'ok    ' : 'FAILED'} ${result.name} (${result.seconds} s${result.load})`,
  );
  for (const { task, seconds, failed } of result.tasks) {
    console.log(`         ${String(seconds).padStart(4)} s  ${task}${failed ? '  FAILED' : ''}`);
  }
}
for (const result of results.filter((each) => !each.ok)) {
  console.log(`\n=== what failed in ${result.name}`);
  for (const line of result.failures.slice(0, maxFailureLines)) console.log(line);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
