// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { boundedMemo } from './boundedMemo';

describe('boundedMemo', () => {
  it('computes an answer once per key', () => {
    const compute = vi.fn((key: string) => key.length);
    const memo = boundedMemo(10, compute);
    expect(memo('abc')).toBe(3);
    expect(memo('abc')).toBe(3);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('keeps only the most recently used keys within its limit', () => {
    const compute = vi.fn((key: string) => key.toUpperCase());
    const memo = boundedMemo(2, compute);
    memo('a');
    memo('b');
    memo('a'); // a is now the most recently used
    memo('c'); // b goes
    expect(compute).toHaveBeenCalledTimes(3);
    memo('a');
    expect(compute).toHaveBeenCalledTimes(3);
    memo('b');
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
