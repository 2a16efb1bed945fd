import { useCallback, useEffect, useState } from 'react';
import { customerTypes, type CustomerTypeValue } from '../cookies/persistedState';

export type CheckoutCustomerType = CustomerTypeValue;

/**
 * Everything the shopper types or picks in the checkout. It holds no payment secret: card data
 * and the like are entered at the payment provider, never here.
 */
export interface CheckoutDraft {
  customerType: CheckoutCustomerType;
  email: string;
  identityNumber: string;
  organizationId: string;
  companyName: string;
  firstName: string;
  lastName: string;
  phone: string;
  careOf: string;
  addressLine1: string;
  addressLine2: string;
  entryCode: string;
  postalCode: string;
  city: string;
  /** ISO country code in capitals, e.g. SE. */
  country: string;
  newsletter: boolean;
  message: string;
  shippingId: number | null;
  paymentId: number | null;
  termsAccepted: boolean;
}

export type DraftTextField = {
  [K in keyof CheckoutDraft]: CheckoutDraft[K] extends string ? K : never;
}[keyof CheckoutDraft];

export const emptyDraft: CheckoutDraft = {
  customerType: 'PERSON',
  email: '',
  identityNumber: '',
  organizationId: '',
  companyName: '',
  firstName: '',
  lastName: '',
  phone: '',
  careOf: '',
  addressLine1: '',
  addressLine2: '',
  entryCode: '',
  postalCode: '',
  city: '',
  country: '',
  newsletter: false,
  message: '',
  shippingId: null,
  paymentId: null,
  termsAccepted: false,
};

/** Local storage, shared by every tab of the shop, so another tab sees the same draft. */
export const draftStorageKey = 'hemma-checkout-draft';

/**
 * A stored draft read back, keeping only the known fields with the right types: storage is
 * outside our control, and nothing unexpected (a secret pasted in by other code) survives a read.
 */
export function parseDraft(raw: string | null): CheckoutDraft {
  if (!raw) return emptyDraft;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return emptyDraft;
  }
  if (typeof value !== 'object' || value === null) return emptyDraft;
  const stored = value as Record<string, unknown>;
  const draft: Record<string, unknown> = { ...emptyDraft };
  for (const [key, fallback] of Object.entries(emptyDraft)) {
    const candidate = stored[key];
    if (key === 'shippingId' || key === 'paymentId')
      draft[key] = typeof candidate === 'number' && Number.isInteger(candidate) ? candidate : null;
    else if (typeof candidate === typeof fallback) draft[key] = candidate;
  }
  if (!(customerTypes as readonly unknown[]).includes(draft.customerType))
    draft.customerType = 'PERSON';
  return draft as unknown as CheckoutDraft;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off; the checkout then works without keeping the draft.
    return null;
  }
}

export interface DraftControls {
  draft: CheckoutDraft;
  /** False until the stored draft has been read after mount (the server renders the empty one). */
  restored: boolean;
  update: (patch: Partial<CheckoutDraft>) => void;
  /** After a placed order: nothing of it stays in the browser. */
  clear: () => void;
}

/**
 * The checkout draft, kept in local storage on every change so that a reload, an error page or
 * another tab keeps what was typed. Another tab's change arrives through the storage event.
 */
export function useCheckoutDraft(storage: () => Storage | null = browserStorage): DraftControls {
  const [draft, setDraft] = useState<CheckoutDraft>(emptyDraft);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    setDraft(parseDraft(storage()?.getItem(draftStorageKey) ?? null));
    setRestored(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key === draftStorageKey) setDraft(parseDraft(event.newValue));
      else if (event.key === null) setDraft(emptyDraft);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
    // The storage is chosen once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = useCallback(
    (patch: Partial<CheckoutDraft>) => {
      setDraft((current) => {
        const next = { ...current, ...patch };
        try {
          storage()?.setItem(draftStorageKey, JSON.stringify(next));
        } catch {
          // A full or blocked storage only loses the copy, not the form.
        }
        return next;
      });
    },
    [storage],
  );

  const clear = useCallback(() => {
    storage()?.removeItem(draftStorageKey);
    setDraft(emptyDraft);
  }, [storage]);

  return { draft, restored, update, clear };
}
