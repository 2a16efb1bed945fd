import { compareScreenshots, type Comparison } from './compare.ts';

export type Verdict =
  | { kind: 'equal' }
  /** The first render differed, a fresh render matched the baseline: kept for finding the race. */
  | { kind: 'unstable'; first: Comparison & { diffPng: Buffer }; actual: Buffer }
  | { kind: 'changed'; comparison: Comparison & { diffPng: Buffer }; actual: Buffer };

/**
 * Compares a render with its baseline, and confirms a difference on a fresh render: a real change
 * renders the same way twice, while a render that raced the machine's load does not.
 */
export async function judgeRender(
  baseline: Buffer,
  first: Buffer,
  renderAgain: () => Promise<Buffer | undefined>,
  options: { maxDiffPixels?: number },
): Promise<Verdict> {
  const firstComparison = compareScreenshots(baseline, first, options);
  if (firstComparison.equal || !firstComparison.diffPng) return { kind: 'equal' };
  const firstChange = { ...firstComparison, diffPng: firstComparison.diffPng };
  const again = await renderAgain();
  if (!again) return { kind: 'changed', comparison: firstChange, actual: first };
  const second = compareScreenshots(baseline, again, options);
  if (second.equal || !second.diffPng)
    return { kind: 'unstable', first: firstChange, actual: again };
  return { kind: 'changed', comparison: { ...second, diffPng: second.diffPng }, actual: again };
}
