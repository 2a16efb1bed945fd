import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ShellTestProviders } from '../../testing';
import { ShopProvidersView } from '../../providers';
import { fixtureCart } from '../testing/fixtures';
import { OrderSummary } from './OrderSummary';

vi.setConfig({ testTimeout: 20_000 });

function renderSummary(channel: 'se' | 'com') {
  return render(
    <ShellTestProviders locale={channel === 'se' ? 'sv' : 'en'}>
      <ShopProvidersView imageBaseUrl="/images" locale={channel === 'se' ? 'sv' : 'en'}>
        <OrderSummary cart={fixtureCart(channel)} heading="Your cart" />
      </ShopProvidersView>
    </ShellTestProviders>,
  );
}

describe('<OrderSummary />', () => {
  it('lists each line with its quantity and price, and the subtotal, shipping and total', () => {
    const cart = fixtureCart('com');
    const line = cart.items![0]!;
    renderSummary('com');
    expect(screen.getByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getByText(line.product!.name!)).toBeInTheDocument();
    expect(screen.getByText(`${line.quantity} pcs`)).toBeInTheDocument();
    const subTotal = cart.summary!.subTotal!;
    expect(screen.getByText('Subtotal').nextElementSibling?.textContent).toBe(
      cart.summary!.total!.isDiscounted
        ? subTotal.regularPriceIncVatFormatted
        : subTotal.sellingPriceIncVatFormatted,
    );
    expect(screen.getByText('Shipping').nextElementSibling).toHaveTextContent(
      cart.summary!.shipping!.feeIncVatFormatted!,
    );
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent(
      cart.summary!.total!.sellingPriceIncVatFormatted!,
    );
  });

  it('shows the discount of a discounted cart in Swedish', () => {
    const cart = fixtureCart('se');
    renderSummary('se');
    expect(cart.summary?.total?.isDiscounted).toBe(true);
    expect(screen.getByText('Rabatt').nextElementSibling?.textContent).toBe(
      `−${cart.summary!.total!.discountIncVatFormatted!}`,
    );
    expect(screen.getByText('Totalt')).toBeInTheDocument();
    // The subtotal is before the discount: subtotal − discount + shipping is the total.
    const { subTotal, total, shipping } = cart.summary!;
    expect(screen.getByText('Delsumma').nextElementSibling?.textContent).toBe(
      subTotal!.regularPriceIncVatFormatted,
    );
    expect(
      subTotal!.regularPriceIncVat - total!.discountIncVat + (shipping?.feeIncVat ?? 0),
    ).toBeCloseTo(total!.sellingPriceIncVat, 2);
  });

  it('has no axe violations', async () => {
    const { container } = renderSummary('com');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
