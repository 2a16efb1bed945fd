import { describe, expect, it } from 'vitest';
import { containerDesignOf, containerLayoutOf, containerToneOf } from './containerLayout';

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
    ['50/50', 'half'],
    ['33/33/33', 'third'],
    ['25/25/25/25', 'quarter'],
    [undefined, 'full'],
  ])('reads the layout %s as %s', (layout, expected) => {
    expect(containerLayoutOf(layout)).toBe(expected);
  });

  it.each([
    ['transparent', 'none'],
    ['light', 'light'],
    ['dark', 'dark'],
    ['accent', 'accent'],
    ['narrow', 'none'],
  ])('reads the design %s as the background %s', (design, tone) => {
    expect(containerToneOf(design)).toBe(tone);
  });
});
