import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markets } from '../config/shop';
import { browserCookies, resolveShopContext } from '@hemma/data';
import { requestCookies } from '../data/requestCookies.server';
import { ShopContextProvider, useOptionalShopState, type ShopState } from '@hemma/shop';

const sweden = markets.find((market) => market.alias === 'se');
if (!sweden) throw new Error('No Swedish market');
const shop = resolveShopContext({ locale: 'sv', market: sweden });

let latest: ShopState | null = null;
function ShowShop() {
  latest = useOptionalShopState();
  return (
    <p>{latest ? `${latest.shop.customerType} ${latest.vatIncluded ? 'incl' : 'excl'}` : 'none'}</p>
  );
}

describe('<ShopContextProvider />', () => {
  it('applies a customer-type change to the page at once and keeps it in the persisted-state cookie for the next request', () => {
    render(
      <ShopContextProvider shop={shop}>
        <ShowShop />
      </ShopContextProvider>,
    );
    expect(screen.getByText('PERSON incl')).toBeInTheDocument();
    act(() => latest?.setCustomerType('ORGANIZATION'));
    expect(screen.getByText('ORGANIZATION excl')).toBeInTheDocument();
    expect(latest?.shop.channel).toBe(shop.channel);
    expect(browserCookies().persisted.get()).toMatchObject({
      customerType: 'ORGANIZATION',
      vatIncluded: false,
    });
  });

  it('takes a new resolution from the root loader (a market change) with the customer type it read', () => {
    const { rerender } = render(
      <ShopContextProvider shop={shop}>
        <ShowShop />
      </ShopContextProvider>,
    );
    const finland = markets.find((market) => market.alias === 'fi');
    if (!finland) throw new Error('No Finnish market');
    rerender(
      <ShopContextProvider
        shop={resolveShopContext({
          locale: 'sv',
          market: finland,
          cookies: requestCookies(
            new Request('http://shop.test/', {
              headers: { cookie: `hemma=${encodeURIComponent('{"customerType":"ORGANIZATION"}')}` },
            }),
          ).cookies,
        })}
      >
        <ShowShop />
      </ShopContextProvider>,
    );
    expect(latest?.shop.channel.key).toBe('com');
    expect(screen.getByText('ORGANIZATION excl')).toBeInTheDocument();
  });
});
