import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ShellTestProviders } from '@hemma/shop/testing';
import { bundledTranslator } from '../../labels';
import { ShopProvidersView } from '../../providers';
import { promoErrorText } from '../cartErrorTexts';
import { CartContents, freeShippingShare, type CartContentsProps } from './CartContents';
import { cartFixture } from '../fixtures';

vi.setConfig({ testTimeout: 20_000 });

function renderCart(overrides: Partial<CartContentsProps> = {}) {
  const onQuantityChange = vi.fn();
  const onPromoCode = vi.fn();
  const view = render(
    <ShellTestProviders>
      <ShopProvidersView imageBaseUrl="/images" locale="en">
        <CartContents
          cart={cartFixture()}
          checkoutHref="/checkout"
          onQuantityChange={onQuantityChange}
          onPromoCode={onPromoCode}
          {...overrides}
        />
      </ShopProvidersView>
    </ShellTestProviders>,
  );
  return { ...view, onQuantityChange, onPromoCode, user: userEvent.setup() };
}

describe('<CartContents />', () => {
  const cart = cartFixture();
  const first = cart.items!.find((item) => item !== null)!;
  const name = first.product?.name ?? '';

  it('lists every line with its name and shows subtotal, shipping and total', () => {
    renderCart();
    expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByText('Subtotal')).toBeInTheDocument();
    expect(screen.getByText('Shipping')).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent(
      cart.summary?.total?.sellingPriceIncVatFormatted ?? '',
    );
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('changes a quantity to an absolute number, and removing sends 0', async () => {
    const { user, onQuantityChange } = renderCart();
    await user.click(screen.getByRole('button', { name: `One more ${name}` }));
    expect(onQuantityChange).toHaveBeenLastCalledWith(
      String(first.id),
      first.skuId,
      first.quantity + 1,
    );
    await user.click(screen.getByRole('button', { name: `Remove ${name}` }));
    expect(onQuantityChange).toHaveBeenLastCalledWith(String(first.id), first.skuId, 0);
  });

  it("shows a refused quantity on its line, e.g. 'Only 2 left'", () => {
    renderCart({ lineErrors: { [String(first.id)]: 'Only 2 left' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Only 2 left');
  });

  it('sends the promo code typed', async () => {
    const { user, onPromoCode } = renderCart();
    await user.clear(screen.getByLabelText('Promo code'));
    await user.type(screen.getByLabelText('Promo code'), 'HEMMA10');
    await user.click(screen.getByRole('button', { name: 'Use code' }));
    expect(onPromoCode).toHaveBeenCalledWith('HEMMA10');
  });

  it('shows the discount with the campaign name, free shipping reached, the VAT and the total with VAT for a person', () => {
    renderCart();
    const summary = cart.summary!;
    expect(screen.getByText('Discount (10% off)').nextElementSibling).toHaveTextContent(
      `−${summary.total!.discountIncVatFormatted}`,
    );
    expect(screen.getByText('Shipping').nextElementSibling).toHaveTextContent('Free');
    expect(screen.getByText('You have free shipping')).toBeInTheDocument();
    expect(screen.getByText('Of which VAT').nextElementSibling).toHaveTextContent(
      summary.total!.vatFormatted ?? '',
    );
    // The subtotal is before the discount, so subtotal − discount + shipping is the total.
    expect(screen.getByText('Subtotal').nextElementSibling?.textContent).toBe(
      summary.subTotal!.regularPriceIncVatFormatted,
    );
    expect(
      summary.subTotal!.regularPriceIncVat -
        summary.total!.discountIncVat +
        (summary.shipping?.feeIncVat ?? 0),
    ).toBeCloseTo(summary.total!.sellingPriceIncVat, 2);
  });

  it('shows every price without VAT for a company (customer type VAT display)', () => {
    renderCart({ vatIncluded: false });
    const summary = cart.summary!;
    expect(screen.getByText('Subtotal').nextElementSibling?.textContent).toBe(
      summary.subTotal!.regularPriceExVatFormatted,
    );
    expect(screen.getByText('Total ex VAT').nextElementSibling).toHaveTextContent(
      summary.total!.sellingPriceExVatFormatted ?? '',
    );
    // Issue 22: the VAT is added under the ex-VAT total, and what the company pays follows it.
    expect(screen.getByText('VAT', { exact: true }).nextElementSibling?.textContent).toBe(
      summary.total!.vatFormatted,
    );
    expect(screen.getByText('Total incl. VAT').nextElementSibling?.textContent).toBe(
      summary.total!.sellingPriceIncVatFormatted,
    );
    expect(screen.queryByText('Of which VAT')).not.toBeInTheDocument();
    expect(
      screen.getAllByText(first.totalPrice!.sellingPriceExVatFormatted ?? '').length,
    ).toBeGreaterThan(0);
    // The lines: without VAT only (the summary's last row is the total with VAT).
    expect(
      within(screen.getAllByRole('list')[0]!).queryAllByText(
        first.totalPrice!.sellingPriceIncVatFormatted ?? '',
      ),
    ).toHaveLength(0);
  });

  it('says how much is left to free shipping, with the shipping fee', () => {
    const withFee = {
      ...cart,
      summary: {
        ...cart.summary!,
        shipping: {
          ...cart.summary!.shipping!,
          amountLeftToFreeShipping: 40,
          amountLeftToFreeShippingFormatted: '€40.00',
          feeIncVat: 9.9,
          feeIncVatFormatted: '€9.90',
        },
      },
    };
    renderCart({ cart: withFee });
    expect(screen.getByText('€40.00 left to free shipping')).toBeInTheDocument();
    expect(screen.getByText('Shipping').nextElementSibling).toHaveTextContent('€9.90');
  });

  it('says the cart is empty without lines', () => {
    renderCart({ cart: null });
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderCart();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('free shipping progress', () => {
  it('is the subtotal against the subtotal plus what is left, full when nothing is left', () => {
    expect(freeShippingShare(44.5, 44.5)).toBe(0.5);
    expect(freeShippingShare(120, 0)).toBe(1);
  });
});

describe('promo code errors (spec section 5)', () => {
  const t = bundledTranslator('en');
  const failure = (code: string) =>
    new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code } }] });
  it('words requirements not met and an invalid code in the page language', () => {
    expect(promoErrorText(failure('PROMO_CODE_REQUIREMENTS_NOT_MET'), t)).toBe(
      'The requirements for this code are not met',
    );
    expect(promoErrorText(failure('PROMO_CODE_NOT_VALID'), t)).toBe('The code is not valid');
  });
});
