import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizePersonalId,
  passesLuhn,
  validate,
  validateEmail,
  validatePassword,
  validatePasswordMatch,
  validatePasswordStrength,
  validatePersonalId,
  validateRequired,
} from './index';

describe('validateEmail', () => {
  it('accepts an address that matches the standard pattern', () => {
    expect(validateEmail('anna.svensson@example.se')).toBeNull();
    expect(validateEmail('  kund+hemma@shop.example.com ')).toBeNull();
  });

  it.each([
    'anna',
    'anna@',
    '@example.se',
    'anna@example',
    'anna svensson@example.se',
    'anna@@example.se',
  ])("rejects '%s' as not an email", (value) => {
    expect(validateEmail(value)).toBe('email');
  });

  it('lets an empty value pass only when the field is optional', () => {
    expect(validateEmail('', { optional: true })).toBeNull();
    expect(validateEmail('')).toBe('email');
  });

  it('accepts every address fast-check generates as a valid one', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        // fast-check may produce a bare host; our rule asks for a dotted domain.
        fc.pre(email.split('@')[1]!.includes('.'));
        expect(validateEmail(email)).toBeNull();
      }),
    );
  });

  it('rejects any value without exactly one @', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.split('@').length !== 2 && s.trim() !== ''),
        (value) => {
          expect(validateEmail(value)).toBe('email');
        },
      ),
    );
  });
});

describe('password rules', () => {
  it('requires a password', () => {
    expect(validatePassword('')).toBe('passwordRequired');
    expect(validatePassword('x')).toBeNull();
  });

  it('needs a password longer than 6 characters, otherwise it is too weak', () => {
    expect(validatePasswordStrength('123456')).toBe('passwordStrength');
    expect(validatePasswordStrength('1234567')).toBeNull();
    expect(validatePasswordStrength('')).toBe('passwordRequired');
  });

  it('needs the repeated password to equal the other field', () => {
    expect(validatePasswordMatch('secret12', 'secret13')).toBe('passwordMatch');
    expect(validatePasswordMatch('secret12', 'secret12')).toBeNull();
    expect(validatePasswordMatch('', 'secret12')).toBe('passwordRequired');
  });
});

describe('validateRequired', () => {
  it('needs a non-empty value', () => {
    expect(validateRequired('')).toBe('required');
    expect(validateRequired('   ')).toBe('required');
    expect(validateRequired('Anna')).toBeNull();
  });
});

describe('personal ID (Swedish style)', () => {
  it('accepts 10 or 12 digits, with or without a hyphen', () => {
    for (const id of [
      '811228-9874',
      '8112289874',
      '19811228-9874',
      '198112289874',
      '121212-1212',
    ]) {
      expect(validatePersonalId(id)).toBeNull();
    }
  });

  it('inserts a hyphen when it is missing and keeps a typed one', () => {
    expect(normalizePersonalId('8112289874')).toBe('811228-9874');
    expect(normalizePersonalId('198112289874')).toBe('19811228-9874');
    expect(normalizePersonalId('811228+9874')).toBe('811228+9874');
    expect(normalizePersonalId(' 811228 9874 ')).toBe('811228-9874');
  });

  it('rejects any other number of digits', () => {
    for (const id of ['81122898', '81122898741', '1981122898741', 'abcdef-ghij', '']) {
      expect(validatePersonalId(id)).toBe('personalId');
    }
  });

  it('must form a real date', () => {
    expect(validatePersonalId('811328-9874')).toBe('personalId'); // month 13
    expect(validatePersonalId('190229-1234')).toBe('personalId'); // no 29 Feb in 1919 or 2019
    expect(validatePersonalId('000229-1235')).toBeNull(); // 29 Feb 2000
    expect(validatePersonalId('20000229-1235')).toBeNull();
    expect(validatePersonalId('19000229-1235')).toBe('personalId'); // 1900 was no leap year
  });

  it('must pass the Luhn checksum', () => {
    expect(validatePersonalId('811228-9875')).toBe('personalId');
    expect(passesLuhn('8112289874')).toBe(true);
    expect(passesLuhn('8112289873')).toBe(false);
  });

  const luhnDigit = (nine: string) => {
    const sum = [...nine].reduce((acc, ch, i) => {
      const n = Number(ch) * (i % 2 === 0 ? 2 : 1);
      return acc + (n > 9 ? n - 9 : n);
    }, 0);
    return String((10 - (sum % 10)) % 10);
  };
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  const validId = fc
    .record({
      date: fc.date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      }),
      serial: fc.integer({ min: 0, max: 999 }),
      long: fc.boolean(),
      hyphen: fc.boolean(),
    })
    .map(({ date, serial, long, hyphen }) => {
      const yyyy = pad(date.getUTCFullYear(), 4);
      const mmdd = pad(date.getUTCMonth() + 1, 2) + pad(date.getUTCDate(), 2);
      const nine = yyyy.slice(2) + mmdd + pad(serial, 3);
      const check = luhnDigit(nine);
      const datePart = (long ? yyyy.slice(0, 2) : '') + yyyy.slice(2) + mmdd;
      return `${datePart}${hyphen ? '-' : ''}${pad(serial, 3)}${check}`;
    });

  it('accepts every generated real-date, Luhn-correct ID and normalises it with a hyphen before the last four digits', () => {
    fc.assert(
      fc.property(validId, (id) => {
        expect(validatePersonalId(id)).toBeNull();
        const normalised = normalizePersonalId(id)!;
        expect(normalised).toMatch(/^(\d{6}|\d{8})-\d{4}$/);
        expect(normalised.replace('-', '')).toBe(id.replace('-', ''));
        expect(normalizePersonalId(normalised)).toBe(normalised);
      }),
    );
  });

  it('rejects every generated ID whose check digit is changed', () => {
    fc.assert(
      fc.property(validId, fc.integer({ min: 1, max: 9 }), (id, delta) => {
        const last = (Number(id.at(-1)) + delta) % 10;
        expect(validatePersonalId(id.slice(0, -1) + last)).toBe('personalId');
      }),
    );
  });
});

describe('validate(kind)', () => {
  it('dispatches every validation kind of the spec', () => {
    expect(validate('email', 'nope')).toBe('email');
    expect(validate('passwordStrength', 'short')).toBe('passwordStrength');
    expect(validate('passwordMatch', 'secret12', { matchValue: 'other123' })).toBe('passwordMatch');
    expect(validate('personalId', '811228-9875')).toBe('personalId');
    expect(validate('empty', '')).toBe('required');
  });

  it('lets an optional field stay empty whatever its kind', () => {
    expect(validate('email', '', { optional: true })).toBeNull();
    expect(validate('personalId', ' ', { optional: true })).toBeNull();
  });
});
