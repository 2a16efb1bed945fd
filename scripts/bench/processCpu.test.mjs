import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { machineBusyMs, processCpuMs } from './processCpu.mjs';

describe('processCpuMs', () => {
  it.runIf(existsSync('/proc/self/stat'))(
    'agrees with the CPU time Node measures for its own process, in milliseconds',
    () => {
      const before = processCpuMs(process.pid);
      // Busy until Node itself counts 200 ms of CPU: wall time would depend on the machine's load.
      const nodeBefore = process.cpuUsage();
      let nodeUsedMs = 0;
      while (nodeUsedMs < 200) {
        const { user, system } = process.cpuUsage(nodeBefore);
        nodeUsedMs = (user + system) / 1000;
      }
      const used = processCpuMs(process.pid) - before;
      // /proc counts in clock ticks (10 ms here); a unit slip would be 10x off either way.
      expect(used).toBeGreaterThanOrEqual(nodeUsedMs - 30);
      expect(used).toBeLessThan(nodeUsedMs + 100);
    },
  );

  it('answers null for a process that does not exist', () => {
    expect(processCpuMs(2 ** 31 - 1)).toBeNull();
  });
});

describe('machineBusyMs', () => {
  it.runIf(existsSync('/proc/stat'))(
    "counts at least the CPU this process spends, in milliseconds: the machine's is a sum",
    () => {
      const before = machineBusyMs();
      const started = performance.now();
      const nodeBefore = process.cpuUsage();
      let nodeUsedMs = 0;
      while (nodeUsedMs < 200) {
        const { user, system } = process.cpuUsage(nodeBefore);
        nodeUsedMs = (user + system) / 1000;
      }
      // Other processes only add to it, up to every core for the whole time; a unit slip (ticks
      // read as milliseconds or seconds) would fall outside by 10x or more.
      const busy = machineBusyMs() - before;
      const elapsedMs = performance.now() - started;
      expect(busy).toBeGreaterThanOrEqual(nodeUsedMs - 30);
      expect(busy).toBeLessThanOrEqual(elapsedMs * availableParallelism() + 30);
    },
  );
});
