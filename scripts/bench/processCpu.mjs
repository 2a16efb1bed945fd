// CPU time a process has used (user + system), read from Linux's /proc: a benchmark's steadier
// figure when the machine's speed varies (on a shared VM, throughput moved by 25 % from minute to
// minute while CPU per request stayed within a few milliseconds).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond;
const clockTicksPerSecond = () =>
  (ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()));

/** Milliseconds of CPU the process has used so far, or null where /proc is not there (macOS, Windows). */
export function processCpuMs(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name in parentheses may hold spaces: the fields are counted after its ")".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return ((utime + stime) * 1000) / clockTicksPerSecond();
}

/** Milliseconds of CPU every process of the machine has used since boot (not idle, not waiting for I/O). */
export function machineBusyMs() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return ((user + nice + system + irq + softirq + steal) * 1000) / clockTicksPerSecond();
}
