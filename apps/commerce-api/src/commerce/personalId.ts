/**
 * A Swedish personal identity number (spec section 5), by the shop's rule (@hemma/ui's
 * validatePersonalId, which the checkout form uses), so the API accepts exactly what the form does:
 * YYMMDD-NNNN or YYYYMMDD-NNNN, the separator '-' or '+' (100 years or older) or none, whitespace
 * ignored; a real date (six digits: in either century); a valid Luhn check digit over YYMMDDNNNN.
 */
const shape = /^(\d{6}|\d{8})([-+]?)(\d{4})$/;

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
  const yy = Number(date.slice(0, 2));
  return isRealDate(1900 + yy, month, day) || isRealDate(2000 + yy, month, day);
}

function passesLuhn(digits: string): boolean {
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

export function isValidPersonalId(value: string): boolean {
  const match = shape.exec(value.replace(/\s+/g, ''));
  if (!match) return false;
  const [, date = '', , serial = ''] = match;
  return hasRealDate(date) && passesLuhn(`${date.slice(-6)}${serial}`);
}
