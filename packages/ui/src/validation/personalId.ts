import type { ValidationResult } from './codes';

/**
 * A Swedish personal identity number: YYMMDD-NNNN or YYYYMMDD-NNNN. The separator may be typed
 * as '-' or '+' (100 years or older) or left out, in which case a hyphen is inserted.
 */
const shape = /^(\d{6}|\d{8})([-+]?)(\d{4})$/;

/** The normalised form with the separator before the last four digits, or null if the shape is wrong. */
export function normalizePersonalId(input: string): string | null {
  const match = shape.exec(input.replace(/\s+/g, ''));
  if (!match) return null;
  const [, date, separator, serial] = match;
  return `${date}${separator || '-'}${serial}`;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function hasRealDate(date: string): boolean {
  const month = Number(date.slice(-4, -2));
  const day = Number(date.slice(-2));
  if (date.length === 8) return isRealDate(Number(date.slice(0, 4)), month, day);
  // Six digits leave the century open: the date is real if it is real in either century.
  const yy = Number(date.slice(0, 2));
  return isRealDate(1900 + yy, month, day) || isRealDate(2000 + yy, month, day);
}

/** The Luhn checksum over the ten digits YYMMDDNNNN (the check digit last). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

export function validatePersonalId(input: string): ValidationResult<'personalId'> {
  const normalised = normalizePersonalId(input);
  if (!normalised) return 'personalId';
  const [date, serial] = normalised.split(/[-+]/) as [string, string];
  if (!hasRealDate(date)) return 'personalId';
  return passesLuhn(`${date.slice(-6)}${serial}`) ? null : 'personalId';
}
