import {
  channelList,
  defineChannels,
  type ChannelDefinition,
  apiVariablesOf,
  resolveShopContext,
  formatAmount,
} from '@hemma/data';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resolvedStyle } from '../../../../scripts/testing/resolvedStyle';
// The guide's example theme is not shipped by @hemma/ui (its CSS would land in every app bundle), so the test takes it from its file.
import { noTheme, noTokens } from '../../../../packages/ui/src/themes/examples/no/theme.css';
import { Footer, Header, MenuLink, bundledTranslator } from '@hemma/shop';
import { menuFixtures, menuTitleFixtures, ShellTestProviders } from '@hemma/shop/testing';
import { markets, type Market } from '../config/shop';
import { resolveAppPath, type PathRules } from '../routing/marketPath';

/**
 * "Guides / Theming a new channel" (.storybook/docs/ThemingANewChannel.mdx), the app's side
 * (steps 4 to 6), with the guide's example: a Norwegian channel `no` in NOK whose texts fall back
 * to English. The design system's side (theme file, registration, contrast, Button) is
 * packages/ui/src/themes/examples/themingANewChannel.test.tsx.
 */

// Step 4: one entry in the channel registry, naming the theme by its name.
const norway: ChannelDefinition = {
  key: 'no',
  id: '4|no',
  themeName: 'no',
  label: 'Norge (4|no, NOK)',
  languages: ['nb', 'en'],
  defaultMarket: 'no',
  currency: 'NOK',
  domain: 'hemma.no',
  sellingPoints: { freeShippingOver: 999 },
};
const channels = defineChannels([...channelList(), norway]);

// Step 5: the channel's market, filed under its id, in its currency and language.
const marketsWithNorway: readonly Market[] = markets.map((market) =>
  market.alias === 'no'
    ? {
        ...market,
        channelId: norway.id,
        currency: 'NOK',
        defaultLanguage: 'nb',
        allowedLanguages: ['nb', 'en'],
      }
    : market,
);

const rules = (marketInPath: boolean): PathRules => ({
  marketInPath,
  startPage: true,
  fallbackMarketAlias: 'eu',
  markets: marketsWithNorway,
  channels,
});

function shopOf(pathname: string, marketInPath = false) {
  const resolution = resolveAppPath(pathname, rules(marketInPath));
  if (resolution.kind !== 'screen') throw new Error(`${pathname} resolved to ${resolution.kind}`);
  return resolveShopContext({ locale: resolution.locale, market: resolution.market }, channels);
}

describe('Theming a new channel: the example channel "no" in the shop', () => {
  it('is routable: a Norwegian path is the no channel in its theme, asked of the API as 4|no', () => {
    const shop = shopOf('/nb/c/furniture/sofas');
    expect(shop.market.alias).toBe('no');
    expect(shop.channel.themeName).toBe('no');
    expect(apiVariablesOf(shop)).toEqual({
      channelId: '4|no',
      marketId: 'no',
      languageId: 'nb-NO',
    });
  });

  it('is routable with markets in the path: /no/nb/... is the no channel, /no alone gets its default language', () => {
    expect(shopOf('/no/nb/c/furniture/sofas', true).channel.key).toBe('no');
    expect(resolveAppPath('/no/', rules(true))).toMatchObject({ kind: 'redirect', to: '/no/nb' });
  });

  it('step 6: Norwegian texts fall back to English, with amounts in NOK', () => {
    const t = bundledTranslator('nb');
    const amount = formatAmount(norway.sellingPoints.freeShippingOver, 'NOK', 'nb');
    expect(t('sellingPoints.freeShipping', { amount }).replace(/\u00a0/g, ' ')).toBe(
      'Free shipping over 999 kr',
    );
  });

  it('renders the Header and the Footer with its own accents', () => {
    render(
      <ShellTestProviders>
        <div className={noTheme}>
          <Header
            logoHref="/"
            menuItems={menuFixtures.mainDesktop}
            menuState="click"
            menuLayout="mega"
            search={<input type="search" aria-label="Search" />}
            favoritesHref="/favorites"
            favoritesCount={2}
            loggedIn={false}
            accountHref="/my-account/orders"
            cart={{ quantity: 3, subtotal: '1 649 kr' }}
            searchRequested={false}
            scrolled={false}
            hidden={false}
            atTop
            dark={false}
            onLoginClick={vi.fn()}
            onCartClick={vi.fn()}
            onMenuClick={vi.fn()}
            onSearchClick={vi.fn()}
          />
          <Footer
            siteName="Hemma"
            logoHref="/"
            menus={[{ title: menuTitleFixtures.footerFirst, items: menuFixtures.footerFirst }]}
            social={[]}
            onSubscribe={async () => true}
            year={2026}
            freeShippingOver="999 kr"
            menuLink={MenuLink}
          />
        </div>
      </ShellTestProviders>,
    );
    // The favorites count (2) sits on the header's accent: ui's NotificationBadge, whose digits are
    // hidden from screen readers inside the badge that paints the background.
    const favoritesBadge = [
      ...screen.getByRole('banner').querySelectorAll('span[aria-hidden="true"]'),
    ].find((digits) => digits.textContent === '2')?.parentElement;
    expect(favoritesBadge).toBeDefined();
    expect(resolvedStyle(favoritesBadge as Element, 'background')).toBe(noTokens.header.accent);
    const subscribe = screen.getByRole('button', { name: /subscribe/i });
    expect(resolvedStyle(subscribe, 'background')).toBe(noTokens.footer.accent);
    expect(resolvedStyle(screen.getByRole('contentinfo'), 'background')).toBe(
      noTokens.footer.background,
    );
  });
});
