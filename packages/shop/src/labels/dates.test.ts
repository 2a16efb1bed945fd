import { describe, expect, it } from 'vitest';
import { dateFormats } from './dates';

describe('dateFormats', () => {
  it('writes a day the same way on every page of a language, day first in both', () => {
    expect(dateFormats('en').day('2026-11-26T23:30:00.000Z')).toBe('26 Nov 2026');
    expect(dateFormats('sv').day('2026-11-26T23:30:00.000Z')).toBe('26 nov. 2026');
  });

  it('writes a day of a recent period without its year', () => {
    expect(dateFormats('en').dayAndMonth('2026-10-01')).toBe('1 Oct');
    expect(dateFormats('sv').dayAndMonth('2026-10-01')).toBe('1 okt.');
  });

  it('reads the API’s days in UTC, whatever the time zone of the page', () => {
    expect(dateFormats('en').day('2026-01-01T00:00:00.000Z')).toBe('1 Jan 2026');
  });
});
