import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BundledShopLabelsProvider, useShopLabels } from '@hemma/shop';
import {
  ClientTranslationProvider,
  ensureClientLocale,
  startClientTranslations,
} from './i18n.client';

function CartLabel() {
  const { t, language } = useShopLabels();
  return (
    <p lang={language}>
      {t('header.cart')}: {t('header.cartCount', { count: 2 })}
    </p>
  );
}

describe('<ClientTranslationProvider />', () => {
  it("shows the document language's messages, loaded before the first render, and follows a language change", async () => {
    await startClientTranslations('en');
    render(
      <ClientTranslationProvider>
        <CartLabel />
      </ClientTranslationProvider>,
    );
    expect(screen.getByText('Cart: 2 products in the cart')).toHaveAttribute('lang', 'en');
    await act(() => ensureClientLocale('sv'));
    expect(screen.getByText('Varukorg: 2 produkter i varukorgen')).toHaveAttribute('lang', 'sv');
    await act(() => ensureClientLocale('nb'));
    expect(screen.getByText('Cart: 2 products in the cart')).toHaveAttribute('lang', 'nb');
  });

  it('shows the language of the last navigation when two overlap', async () => {
    await startClientTranslations('en');
    render(
      <ClientTranslationProvider>
        <CartLabel />
      </ClientTranslationProvider>,
    );
    await act(() => Promise.all([ensureClientLocale('sv'), ensureClientLocale('en')]));
    expect(screen.getByText('Cart: 2 products in the cart')).toHaveAttribute('lang', 'en');
  });
});

describe('<BundledShopLabelsProvider />', () => {
  it('gives every useShopLabels the messages of its locale, English for da, fi and nb (spec section 9)', () => {
    render(
      <>
        <BundledShopLabelsProvider locale="sv">
          <CartLabel />
        </BundledShopLabelsProvider>
        <BundledShopLabelsProvider locale="fi">
          <CartLabel />
        </BundledShopLabelsProvider>
      </>,
    );
    expect(screen.getByText('Varukorg: 2 produkter i varukorgen')).toHaveAttribute('lang', 'sv');
    expect(screen.getByText('Cart: 2 products in the cart')).toHaveAttribute('lang', 'fi');
  });
});

describe('useShopLabels', () => {
  it('says what is missing when a component is rendered without a provider', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<CartLabel />)).toThrow(
        'useShopLabels needs a ShopLabelsProvider above it.',
      );
    } finally {
      console.error = quiet;
    }
  });
});
