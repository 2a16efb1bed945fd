import { describe, expect, it } from 'vitest';
import { formatAmount } from './moneyText';

const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('formatAmount', () => {
  it('writes an amount in the currency given, the page language’s way, without decimals when whole', () => {
    expect(plain(formatAmount(997, 'SEK', 'sv'))).toBe('997 kr');
    expect(formatAmount(89, 'EUR', 'en')).toBe('€89');
    expect(plain(formatAmount(89, 'EUR', 'sv'))).toBe('89 €');
    expect(formatAmount(12.5, 'EUR', 'en')).toBe('€12.50');
  });
});
