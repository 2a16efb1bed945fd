import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { bundledTranslator } from '../labels';
import {
  accountFailureText,
  authFailureText,
  graphqlErrorCode,
  resetFailureText,
} from './accountMessages';

const en = bundledTranslator('en');
const sv = bundledTranslator('sv');
const apiError = (code: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: code, extensions: { code } }] });

describe('the account messages of the error catalogue (spec section 8)', () => {
  it('words a refused login, registration and password change', () => {
    expect(authFailureText('WRONG_CREDENTIALS', en)).toBe('Wrong email or password');
    expect(authFailureText('ACCOUNT_EXISTS', en)).toBe('An account with this email already exists');
    expect(authFailureText('WRONG_CURRENT_PASSWORD', en)).toBe(
      'The current password was wrong. For your security you have been logged out.',
    );
    expect(authFailureText('INVALID_EMAIL', en)).toBe('You have to enter a valid email');
  });

  it("falls back to 'We are sorry, but something went wrong, try again and contact customer service'", () => {
    expect(authFailureText(undefined, en)).toBe(
      'We are sorry, but something went wrong, try again and contact customer service',
    );
    // A throttled login (issue 21): the catalogue has no text of its own for it.
    expect(authFailureText('TOO_MANY_ATTEMPTS', en)).toBe(
      'We are sorry, but something went wrong, try again and contact customer service',
    );
    expect(authFailureText('CHALLENGE_EXPIRED', en)).toBe(
      'We are sorry, but something went wrong, try again and contact customer service',
    );
    expect(accountFailureText(new Error('Network request failed'), en)).toBe(
      'We are sorry, but something went wrong, try again and contact customer service',
    );
    expect(resetFailureText(apiError('INTERNAL_SERVER_ERROR'), en)).toBe(
      'We are sorry, but something went wrong, try again and contact customer service',
    );
  });

  it('says an expired reset link must be requested again, and a weak new password is too weak', () => {
    expect(resetFailureText(apiError('RESET_KEY_EXPIRED'), en)).toBe(
      'The link to reset your password has expired. Please request a new one.',
    );
    expect(resetFailureText(apiError('PASSWORD_TOO_WEAK'), en)).toBe('password too weak');
  });

  it("asks for valid fields when the API refuses them: 'Please make sure all fields are valid'", () => {
    expect(accountFailureText(apiError('INVALID_FIELDS'), en)).toBe(
      'Please make sure all fields are valid',
    );
    expect(graphqlErrorCode(apiError('INVALID_FIELDS'))).toBe('INVALID_FIELDS');
    expect(graphqlErrorCode(new Error('x'))).toBeUndefined();
  });

  it('has every message in Swedish too', () => {
    expect(authFailureText('WRONG_CREDENTIALS', sv)).toBe('Fel e-postadress eller lösenord');
    expect(authFailureText('ACCOUNT_EXISTS', sv)).toBe(
      'Det finns redan ett konto med den här e-postadressen',
    );
    expect(authFailureText('WRONG_CURRENT_PASSWORD', sv)).toBe(
      'Det nuvarande lösenordet var fel. För din säkerhet har du loggats ut.',
    );
    expect(resetFailureText(apiError('RESET_KEY_EXPIRED'), sv)).toBe(
      'Länken för att återställa lösenordet har gått ut. Begär en ny.',
    );
    expect(authFailureText(undefined, sv)).toBe(
      'Vi ber om ursäkt, men något gick fel. Försök igen och kontakta kundtjänst',
    );
  });
});
