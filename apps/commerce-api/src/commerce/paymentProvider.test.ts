import { describe, expect, it } from 'vitest';
import { isBlockedCustomer, isPaymentDenied } from './paymentProvider';

describe('the simulated payment provider', () => {
  it('blocks the seeded blocked customers and any email tagged +blocked, in any case', () => {
    expect(isBlockedCustomer('blocked@hemma.se')).toBe(true);
    expect(isBlockedCustomer(' Blocked@Hemma.com ')).toBe(true);
    expect(isBlockedCustomer('anna+blocked@example.se')).toBe(true);
    expect(isBlockedCustomer('kund@hemma.se')).toBe(false);
    expect(isBlockedCustomer('notblocked@hemma.se')).toBe(false);
    // The tag counts only before the @.
    expect(isBlockedCustomer('anna@example+blocked.se')).toBe(false);
    expect(isBlockedCustomer(null)).toBe(false);
  });

  it('refuses the payment of an email tagged +denied', () => {
    expect(isPaymentDenied('anna+denied@example.se')).toBe(true);
    expect(isPaymentDenied('Anna+Denied@example.se')).toBe(true);
    expect(isPaymentDenied('anna@example.se')).toBe(false);
    expect(isPaymentDenied('anna@denied.example')).toBe(false);
    expect(isPaymentDenied(undefined)).toBe(false);
  });
});
