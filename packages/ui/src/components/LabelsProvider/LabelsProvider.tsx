import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ValidationCode } from '../../validation';

/** StockDisplay's read-outs: its labels are part of the words ui says itself, below. */
export interface StockLabels {
  inStock: string;
  outOfStock: string;
  /** Few left, with the quantity: 'Only 3 left'. */
  fewLeft: (quantity: number) => string;
  oversellable: string;
  static: string;
}

/** A field's message for each validation code (spec section 5). */
export type ValidationLabels = Record<ValidationCode, string>;

/**
 * Every word ui says itself: accessible names, hints and read-outs that a component shows when the
 * app passes no text of its own. ui has no i18n; the app provides these once, in its language.
 */
export interface UiLabels {
  /** Pagination's button. */
  loadMore: string;
  /** Pagination's summary, the spec's 'Showing {sum} of {total}'. */
  showing: (sum: number, total: number) => string;
  /** QuantityStepper's input and buttons. */
  quantity: string;
  decreaseQuantity: string;
  increaseQuantity: string;
  /** The close button of Modal and SidePanel. */
  close: string;
  /** The close button of a Snackbar message. */
  dismiss: string;
  /** The Breadcrumbs landmark. */
  breadcrumbs: string;
  /** Image's placeholder when there is no image and no alt text. */
  noImage: string;
  /** StarRating's read-out, e.g. '4.5 out of 5'. */
  ratingOutOf: (value: number, max: number) => string;
  /** StarRatingInput's question and its options ('1 star', '4 stars'). */
  yourRating: string;
  stars: (count: number) => string;
  /** TextField's password reveal toggle. */
  showPassword: string;
  hidePassword: string;
  /** The hint beside an optional field's label. */
  optional: string;
  /** Price: the note for prices without VAT and the read-out names of a discounted price. */
  exVat: string;
  regularPrice: string;
  sellingPrice: string;
  /** LoadingBar's progress bar. */
  loadingPage: string;
  /** Told to screen readers after an external Link's text. */
  opensInNewTab: string;
  /** StockDisplay's texts. */
  stock: StockLabels;
  /** What a field with `validation` says when its value breaks the rule. */
  validation: ValidationLabels;
}

/** Today's English words: what every component says without a provider. */
export const englishUiLabels: UiLabels = {
  loadMore: 'Load more',
  showing: (sum, total) => `Showing ${sum} of ${total}`,
  quantity: 'Quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  close: 'Close',
  dismiss: 'Dismiss',
  breadcrumbs: 'Breadcrumbs',
  noImage: 'No image',
  ratingOutOf: (value, max) => `${value} out of ${max}`,
  yourRating: 'Your rating',
  stars: (count) => (count === 1 ? '1 star' : `${count} stars`),
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  optional: 'optional',
  exVat: 'ex VAT',
  regularPrice: 'Regular price',
  sellingPrice: 'Price',
  loadingPage: 'Loading page',
  opensInNewTab: 'opens in a new tab',
  stock: {
    inStock: 'In stock',
    outOfStock: 'Out of stock',
    fewLeft: (quantity) => `Only ${quantity} left`,
    oversellable: 'Available to order, ships later',
    static: 'Available',
  },
  validation: {
    // Word for word from the spec's section 5.
    email: 'You have to enter a valid email',
    passwordRequired: 'You have to enter a password',
    passwordStrength: 'password too weak',
    passwordMatch: 'The passwords does not match',
    required: 'This field is required',
    // The spec names the rule but not its wording; this is ours.
    personalId: 'You have to enter a valid personal ID',
  },
};

const LabelsContext = createContext<UiLabels>(englishUiLabels);

export interface LabelsProviderProps {
  /** Words in the page's language; what is left out comes from the enclosing provider (or English). */
  labels: Partial<UiLabels>;
  children?: ReactNode;
}

/**
 * Gives every ui component below its default words in the page's language. A component's own prop
 * still wins; a nested provider overrides only the words it sets.
 */
export function LabelsProvider({ labels, children }: LabelsProviderProps) {
  const parent = useContext(LabelsContext);
  const value = useMemo<UiLabels>(
    () => ({
      ...parent,
      ...(Object.fromEntries(
        Object.entries(labels).filter(([, word]) => word !== undefined),
      ) as Partial<UiLabels>),
    }),
    [parent, labels],
  );
  return <LabelsContext.Provider value={value}>{children}</LabelsContext.Provider>;
}

/** The words of the nearest LabelsProvider, English without one. */
export function useUiLabels(): UiLabels {
  return useContext(LabelsContext);
}
