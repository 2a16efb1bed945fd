// CPU seconds a command's run cost the machine, by kind of process: which of Chromium's
// processes, the test runner, the compiler or a server the time went to (issue 25: CI's phases
// are CPU-bound on 2 cores, so what counts is CPU, not wall time). Linux only: it reads /proc.
//
//   pnpm bench:cpu npx playwright test -c scripts/visual/playwright.config.ts --project se-desktop
//
// Processes are sampled twice a second; one that starts and ends between two samples is missed,
// so "machine busy" (from /proc/stat) is printed beside the sum, and the machine should be quiet.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineBusyMs, processCpuMs } from './processCpu.mjs';

const SAMPLE_MS = 500;
const SHOWN = 15;

/** A short name for what a process is, from its command line (arguments split on NUL). */
export function processKind(commandLine) {
  // A process that set its title (npm: "npm exec tsc -p x") has one argument with spaces.
  const args = commandLine.length === 1 ? commandLine[0].split(/\s+/) : commandLine;
  const [executable = '', ...rest] = args;
  const type = rest.find((arg) => arg.startsWith('--type='))?.slice('--type='.length);
  if (/chrom/i.test(basename(executable))) return `chromium ${type ?? 'browser'}`;
  const found = rest.find((arg) => !arg.startsWith('-'));
  // node_modules/.bin/../typescript/bin/tsc is typescript's tsc.
  const script = found && normalize(found);
  if (basename(executable) !== 'node' || !script)
    return basename(executable) || '(no command line: kernel threads)';
  // node_modules/.pnpm/<name>@<version>/node_modules/<package>/...: the package and its file.
  const inPackage = script.match(/node_modules\/(?!\.pnpm\/)((?:@[^/]+\/)?[^/]+)\/.*?([^/]+)$/);
  if (inPackage) return `node ${inPackage[1]} ${inPackage[2]}`;
  return `node ${script.split('/').slice(-2).join('/')}`;
}

function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

function sample(into) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cpuMs = processCpuMs(entry);
    if (cpuMs === null) continue;
    const known = into.get(entry);
    // A process that has exited reads an empty command line: the first one read is kept.
    const args = known?.args.length ? known.args : commandLine(entry);
    into.set(entry, { args, cpuMs });
  }
}

async function main() {
  const separator = process.argv.indexOf('--');
  const command = process.argv.slice(separator === -1 ? 2 : separator + 1);
  if (command.length === 0) {
    console.error('usage: pnpm bench:cpu <command> [args...]');
    process.exit(2);
  }
  const before = new Map();
  sample(before);
  const seen = new Map();
  const busyBefore = machineBusyMs();
  const started = Date.now();
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
  const timer = setInterval(() => sample(seen), SAMPLE_MS);
  const exitCode = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  clearInterval(timer);
  const wallSeconds = (Date.now() - started) / 1000;
  const busySeconds = (machineBusyMs() - busyBefore) / 1000;

  const byKind = new Map();
  for (const [pid, { args, cpuMs }] of seen) {
    const spent = (cpuMs - (before.get(pid)?.cpuMs ?? 0)) / 1000;
    if (spent <= 0) continue;
    const kind = processKind(args);
    byKind.set(kind, (byKind.get(kind) ?? 0) + spent);
  }
  const rows = [...byKind].sort((a, b) => b[1] - a[1]);
  const counted = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(
    `\nwall ${wallSeconds.toFixed(0)} s, machine busy ${busySeconds.toFixed(0)} CPU-s, counted by process ${counted.toFixed(0)} CPU-s (exit ${exitCode})`,
  );
  for (const [kind, seconds] of rows.slice(0, SHOWN))
    console.log(`${seconds.toFixed(1).padStart(8)}  ${kind}`);
  process.exit(exitCode);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
