import {
  channelList,
  shopChannels,
  type ChannelDefinition,
  type MenuItemFragment,
  resolveShopContext,
  type ShopContext,
  formatAmount,
} from '@hemma/data';
import { fixtureChannels, fixtureData, type FixtureChannelKey } from '@hemma/data/mocks';
import { shopMarkets as markets, type Locale } from '@hemma/data';
import { marketFlagUrl } from '../shell/marketFlag';
import { marketNamesIn } from '../shell/marketNames';
import { menuLocationId, type MenuPlace, type ShellSettings } from '../shell';
import { bundledTranslator, translatedLocales, type Translate } from '../labels';
import { testShellSettings } from './ShellTestProviders';

/** A language the app has texts for: the stories' i18n is built from the app's own resources. */
export type StoryLanguage = (typeof translatedLocales)[number];

/**
 * Everything a story needs to render and read the page in the toolbar's channel: the channel of
 * the registry, its default language and market, the shop context the app would resolve for a
 * first visit, and the app's own text and money formatters in that language.
 */
export interface StoryChannel {
  channel: ChannelDefinition;
  language: StoryLanguage;
  shop: ShopContext;
  /** The app's translation function in the channel's language. */
  t: Translate;
  /** An amount in the default market's currency, written as the app writes amounts (formatAmount). */
  money: (amount: number) => string;
  /** The channel whose recorded fixtures the story shows: its own, or com's when it has none. */
  fixtures: FixtureChannelKey;
}

/**
 * The toolbar's channel: a registry key, or the registry's first channel when the toolbar shows
 * both channels side by side (each frame then carries its own channel in its globals).
 */
export function storyChannelDefinition(globals: Record<string, unknown>): ChannelDefinition {
  return channelList().find((channel) => channel.key === globals.channel) ?? shopChannels.se;
}

/** The channel's default language when the app has texts for it, else the app's fallback (English). */
function languageOf(channel: ChannelDefinition): StoryLanguage {
  const first = channel.languages[0] as Locale;
  return (translatedLocales as readonly Locale[]).includes(first) ? (first as StoryLanguage) : 'en';
}

const cache = new Map<string, StoryChannel>();

export function storyChannel(globals: Record<string, unknown>): StoryChannel {
  const channel = storyChannelDefinition(globals);
  const cached = cache.get(channel.key);
  if (cached) return cached;
  const language = languageOf(channel);
  const market = markets.find((candidate) => candidate.alias === channel.defaultMarket);
  if (!market)
    throw new Error(
      `The ${channel.key} channel's default market "${channel.defaultMarket}" is not among the markets`,
    );
  const shop = resolveShopContext({ locale: language, market });
  const made: StoryChannel = {
    channel,
    language,
    shop,
    t: bundledTranslator(language),
    money: (amount) => formatAmount(amount, market.currency, language),
    fixtures: channel.key in fixtureChannels ? (channel.key as FixtureChannelKey) : 'com',
  };
  cache.set(channel.key, made);
  return made;
}

/** The app's texts in the story's channel, for play functions that read the screen as a shopper. */
export function storyText(globals: Record<string, unknown>) {
  return storyChannel(globals).t;
}

/**
 * The shell settings of a first visit in the channel: its language for menus and links, the
 * markets named in that language with the default market current, and the free-shipping amount
 * in the market's currency. Stories override single settings on top.
 */
export function channelShellSettings(globals: Record<string, unknown>): ShellSettings {
  const { channel, language, money, shop } = storyChannel(globals);
  const base = testShellSettings();
  const names = marketNamesIn(language);
  return {
    ...base,
    menuLanguage: language,
    languages: base.languages.map((link) => ({ ...link, current: link.locale === language })),
    markets: base.markets.map((market) => ({
      ...market,
      name: names[market.alias] ?? market.name,
    })),
    currentMarketAlias: channel.defaultMarket,
    currentMarketFlagUrl: marketFlagUrl(shop.market.countryCode),
    freeShippingOver: money(channel.sellingPoints.freeShippingOver),
  };
}

/** A menu as the commerce API answered it for a place, in the story channel's language. */
export interface StoryMenu {
  title: string;
  items: MenuItemFragment[];
}

/**
 * The menu recorded from the commerce API for a place of the shell, in the story's channel and
 * language (the same fixtures MSW answers the shell's own menu calls with).
 */
export function storyMenu({ fixtures, language }: StoryChannel, place: MenuPlace): StoryMenu {
  const menu = fixtureData('getMenuAtLocation', fixtures, {
    menuLocationId: menuLocationId(place, language),
  }).getMenuAtLocation;
  return {
    title: menu?.title ?? '',
    items: (menu?.menuItems ?? []).filter((item): item is MenuItemFragment => item !== null),
  };
}
