import { validationCodes } from '@hemma/ui';
import { describe, expect, it } from 'vitest';
import { bundledTranslator } from './bundledTranslations';
import { validationKeys, validationText } from './validationTexts';

const en = bundledTranslator('en');
const sv = bundledTranslator('sv');

const textsIn = (t: typeof en) =>
  Object.fromEntries(validationCodes.map((code) => [code, validationText(code, t)]));

describe('validationText (the validation messages of spec section 5)', () => {
  it('words every code of @hemma/ui in English', () => {
    expect(textsIn(en)).toEqual({
      email: 'You have to enter a valid email',
      passwordRequired: 'You have to enter a password',
      passwordStrength: 'password too weak',
      passwordMatch: 'The passwords does not match',
      required: 'This field is required',
      personalId: 'You have to enter a valid personal ID number',
    });
  });

  it('words every code of @hemma/ui in Swedish', () => {
    expect(textsIn(sv)).toEqual({
      email: 'Du måste ange en giltig e-postadress',
      passwordRequired: 'Du måste ange ett lösenord',
      passwordStrength: 'lösenordet är för svagt',
      passwordMatch: 'Lösenorden matchar inte',
      required: 'Fältet måste fyllas i',
      personalId: 'Du måste ange ett giltigt personnummer',
    });
  });

  it('has a key with a text in both languages for every code, and no key for a code ui lacks', () => {
    expect(Object.keys(validationKeys).sort()).toEqual([...validationCodes].sort());
    for (const code of validationCodes) {
      // The translator answers a key it has no text for with the key itself (as i18next did).
      expect(validationText(code, en)).not.toBe(validationKeys[code]);
      expect(validationText(code, sv)).not.toBe(validationKeys[code]);
      expect(validationText(code, sv)).not.toBe(validationText(code, en));
    }
  });
});
