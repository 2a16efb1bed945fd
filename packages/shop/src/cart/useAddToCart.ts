import { useSidePanel } from '@hemma/ui';
import { useCallback, useState } from 'react';
import { addedToCartPanel, useCartActions } from '@hemma/data';
import { useShopLabels } from '../labels';
import { cartRefusalText } from './cartErrorTexts';

export interface AddToCartState {
  adding: boolean;
  /** Why the cart refused, in the page's language, e.g. 'Only 2 left'. */
  error: string | null;
}

/**
 * Adds a sku to the visitor's cart (creating the cart when there is none) and opens the
 * added-to-cart panel; a refusal such as 'Only 2 left' comes back as the state's error.
 */
export function useAddToCart(): [
  (skuId: number, quantity?: number) => Promise<boolean>,
  AddToCartState,
] {
  const { add } = useCartActions();
  const panels = useSidePanel();
  const { t } = useShopLabels();
  const [state, setState] = useState<AddToCartState>({ adding: false, error: null });
  const addToCart = useCallback(
    async (skuId: number, quantity = 1) => {
      setState({ adding: true, error: null });
      try {
        await add(skuId, quantity);
        setState({ adding: false, error: null });
        panels.open(addedToCartPanel);
        return true;
      } catch (error) {
        setState({ adding: false, error: cartRefusalText(error, t) });
        return false;
      }
    },
    [add, panels, t],
  );
  return [addToCart, state];
}
