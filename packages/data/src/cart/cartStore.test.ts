// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { createTabBroadcast } from '../broadcast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCartCookie, browserPlacedOrderCartCookie } from './cartCookie';
import {
  announceCartChange,
  forgetCart,
  rememberAddedSku,
  rememberCartId,
  resetCartStore,
  useCartId,
  useLastAddedSkuId,
} from './cartStore';

afterEach(() => {
  cleanup();
  resetCartStore();
});

describe('cart store', () => {
  it('keeps a new cart id in the cart cookie and tells every component of the tab', () => {
    const { result } = renderHook(() => useCartId());
    expect(result.current).toBeNull();
    act(() => rememberCartId('cart-1'));
    expect(result.current).toBe('cart-1');
    expect(document.cookie).toContain('hemma-cart=cart-1');
  });

  it('reads a cart id another tab wrote into the shared cookie', () => {
    browserCartCookie().set('from-other-tab');
    const { result } = renderHook(() => useCartId());
    expect(result.current).toBe('from-other-tab');
  });

  it('forgets the cart of a placed order and tells every component of the tab, which shows no cart', () => {
    act(() => rememberCartId('cart-1'));
    const renders = vi.fn();
    const { result } = renderHook(() => {
      renders();
      return useCartId();
    });
    expect(result.current).toBe('cart-1');
    renders.mockClear();
    act(() => forgetCart());
    expect(renders).toHaveBeenCalled();
    expect(result.current).toBeNull();
    expect(browserCartCookie().get()).toBeUndefined();
  });

  it("keeps the placed cart's id as this browser's proof that it placed the order the confirmation shows", () => {
    act(() => rememberCartId('cart-1'));
    act(() => forgetCart());
    expect(browserPlacedOrderCartCookie().get()).toBe('cart-1');
  });

  it('remembers the sku added last for the added-to-cart panel', () => {
    const { result } = renderHook(() => useLastAddedSkuId());
    act(() => rememberAddedSku(100001));
    expect(result.current).toBe(100001);
  });

  it('announces a cart change to the other tabs (spec section 4: cart changes are broadcast)', async () => {
    const otherTab = createTabBroadcast({ name: 'hemma-cart' });
    const heard = vi.fn();
    otherTab.subscribe('cart', heard);
    announceCartChange('cart-1');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('cart-1'));
    otherTab.close();
  });
});
