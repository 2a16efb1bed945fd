// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { draftStorageKey, emptyDraft, parseDraft, useCheckoutDraft } from './checkoutDraft';

afterEach(() => window.localStorage.clear());

describe('checkout draft', () => {
  it('reads back only the known fields with their types (nothing else survives)', () => {
    const raw = JSON.stringify({
      email: 'kund@hemma.se',
      shippingId: 2,
      paymentId: 'x',
      cardNumber: '4111111111111111',
      newsletter: 'yes',
      customerType: 'ALIEN',
    });
    const draft = parseDraft(raw);
    expect(draft).toEqual({ ...emptyDraft, email: 'kund@hemma.se', shippingId: 2 });
    expect(draft).not.toHaveProperty('cardNumber');
    expect(parseDraft('{not json')).toEqual(emptyDraft);
    expect(parseDraft(null)).toEqual(emptyDraft);
  });

  it('keeps every change in local storage, so a reload finds it again', () => {
    const first = renderHook(() => useCheckoutDraft());
    expect(first.result.current.restored).toBe(true);
    act(() => first.result.current.update({ email: 'kund@hemma.se', firstName: 'Stina' }));
    first.unmount();
    const second = renderHook(() => useCheckoutDraft());
    expect(second.result.current.draft).toMatchObject({
      email: 'kund@hemma.se',
      firstName: 'Stina',
    });
  });

  it("follows another tab's change through the storage event", () => {
    const { result } = renderHook(() => useCheckoutDraft());
    const newValue = JSON.stringify({ ...emptyDraft, city: 'Malmö' });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: draftStorageKey, newValue }));
    });
    expect(result.current.draft.city).toBe('Malmö');
  });

  it('forgets the draft once the order is placed', () => {
    const { result } = renderHook(() => useCheckoutDraft());
    act(() => result.current.update({ email: 'kund@hemma.se' }));
    act(() => result.current.clear());
    expect(window.localStorage.getItem(draftStorageKey)).toBeNull();
    expect(result.current.draft).toEqual(emptyDraft);
  });
});
