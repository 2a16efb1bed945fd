import { describe, expect, it } from 'vitest';
import { containerDesignOf, containerLayoutOf } from './containerLayout';

describe('container design and layout', () => {
  it.each([
    ['default', 'default'],
    ['narrow', 'narrow'],
    ['full width', 'fullWidth'],
    ['full-width', 'fullWidth'],
    ['FullWidth', 'fullWidth'],
    [null, 'default'],
    ['unknown', 'default'],
  ])('reads the design %s as %s', (design, expected) => {
    expect(containerDesignOf(design)).toBe(expected);
  });

  it.each([
    ['full', 'full'],
    ['half', 'half'],
    ['1/2', 'half'],
    ['third', 'third'],
    ['thirds', 'third'],
    ['quarter', 'quarter'],
    ['Quarters', 'quarter'],
    [undefined, 'full'],
  ])('reads the layout %s as %s', (layout, expected) => {
    expect(containerLayoutOf(layout)).toBe(expected);
  });
});
