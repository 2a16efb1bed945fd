/**
 * The simulated payment provider behind placeOrder. Like a real provider's test environment
 * (sandbox test customers), it takes fixed customer data that always ends the same way, so the
 * storefront's failure paths can be tried against the running API:
 *
 * - Blocked customers: `blocked@hemma.se`, `blocked@hemma.com`, and any email whose local part
 *   carries the tag `+blocked` (`anna+blocked@example.se`). The checkout answers `checkoutStatus:
 *   CUSTOMER_BLACKLISTED` once it knows the email, and placeOrder is refused with that code.
 * - Refused payments: any email whose local part carries the tag `+denied` (`anna+denied@example.se`,
 *   the test-data convention of buy-now-pay-later sandboxes). placeOrder is refused with
 *   `PAYMENT_FAILED`: the provider could not create the order; nothing is taken from stock.
 *
 * Every other customer is accepted.
 */

export const blockedCustomerEmails: readonly string[] = ['blocked@hemma.se', 'blocked@hemma.com'];
export const blockedTag = '+blocked';
export const deniedTag = '+denied';

function localPart(email: string): string {
  const at = email.lastIndexOf('@');
  return (at === -1 ? email : email.slice(0, at)).toLowerCase();
}

export function isBlockedCustomer(email: string | null | undefined): boolean {
  if (!email) return false;
  const normalized = email.trim().toLowerCase();
  return blockedCustomerEmails.includes(normalized) || localPart(normalized).includes(blockedTag);
}

export function isPaymentDenied(email: string | null | undefined): boolean {
  return email ? localPart(email.trim()).includes(deniedTag) : false;
}
