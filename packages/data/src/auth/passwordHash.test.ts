import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { passwordSalt } from './constants';
import { hashPassword } from './passwordHash';

describe('hashPassword (spec section 7: SHA-384 of password + fixed salt, base64)', () => {
  it('matches the FIPS 180-2 SHA-384 vector for "abc", base64 encoded', async () => {
    expect(await hashPassword('ab', 'c')).toBe(
      'ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn',
    );
  });

  it("uses the Geins identity service's published salt, so the shop logs in at a real Geins account", () => {
    // The salt of @geins/crm 0.10.4's password hash (its bundle hashes password + this text).
    expect(passwordSalt).toBe('Dd1dfLonNy6Am2fXQl2AcoI+IbhLhXvaibnDNn8uEa6vbJ05eyJajSuGFm9uQSmD');
  });

  it('appends the fixed salt to the password', async () => {
    const expected = createHash('sha384')
      .update(`hemlig-lösen${passwordSalt}`, 'utf8')
      .digest('base64');
    expect(await hashPassword('hemlig-lösen')).toBe(expected);
  });
});
