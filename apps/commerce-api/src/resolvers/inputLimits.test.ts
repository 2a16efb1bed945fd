import { describe, expect, it } from 'vitest';
import {
  MAX_EMAIL_LENGTH,
  MAX_TEXT_LENGTH,
  maxTextLengthByField,
  withInputLimits,
} from './inputLimits';

const echo = withInputLimits({ run: (_parent: unknown, args: Record<string, unknown>) => args });
const call = (args: Record<string, unknown>) => () =>
  (echo.run as (parent: unknown, args: Record<string, unknown>) => unknown)(null, args);

describe('withInputLimits', () => {
  it('passes texts up to the limit through to the resolver', () => {
    const args = {
      id: 'x'.repeat(MAX_TEXT_LENGTH),
      item: { message: 'y'.repeat(maxTextLengthByField.message ?? 0) },
    };
    expect(call(args)()).toEqual(args);
  });

  it('refuses a text over the limit anywhere in the arguments, naming its path and limit', () => {
    expect(call({ id: 'x'.repeat(MAX_TEXT_LENGTH + 1) })).toThrow(
      `The text in id is too long: at most ${MAX_TEXT_LENGTH} characters`,
    );
    expect(
      call({ checkout: { shippingAddress: { city: 'c'.repeat(MAX_TEXT_LENGTH + 1) } } }),
    ).toThrow('checkout.shippingAddress.city is too long');
    expect(call({ tags: ['ok', 't'.repeat(MAX_TEXT_LENGTH + 1)] })).toThrow('tags[1] is too long');
    expect(call({ email: `${'a'.repeat(MAX_EMAIL_LENGTH)}@x.se` })).toThrow(
      `at most ${MAX_EMAIL_LENGTH} characters`,
    );
  });
});
