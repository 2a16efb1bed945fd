import { expect, test } from '@playwright/test';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  allModes,
  baselineDir,
  expectedBaselines,
  readIndex,
  staleBaselines,
  storyProblems,
} from './catalogue.ts';

test('every story runs its play function and axe check', () => {
  expect(storyProblems(readIndex())).toEqual([]);
});

test('every baseline belongs to a story and mode (accepting changes deletes the rest)', ({}, testInfo) => {
  const stale = staleBaselines(expectedBaselines(readIndex(), allModes()));
  const accepting = ['all', 'changed'].includes(testInfo.config.updateSnapshots);
  if (accepting) for (const file of stale) rmSync(join(baselineDir, file));
  else expect(stale).toEqual([]);
});
