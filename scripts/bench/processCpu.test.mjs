import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { processCpuMs } from './processCpu.mjs';

describe('processCpuMs', () => {
  it.runIf(existsSync('/proc/self/stat'))(
    "grows by the process's own work, in milliseconds",
    () => {
      const before = processCpuMs(process.pid);
      const busyUntil = performance.now() + 200;
      while (performance.now() < busyUntil);
      const used = processCpuMs(process.pid) - before;
      // At least most of 200 ms of busy waiting, and not seconds (a unit slip would be 10x off).
      expect(used).toBeGreaterThanOrEqual(100);
      expect(used).toBeLessThan(1000);
    },
  );

  it('answers null for a process that does not exist', () => {
    expect(processCpuMs(2 ** 31 - 1)).toBeNull();
  });
});
