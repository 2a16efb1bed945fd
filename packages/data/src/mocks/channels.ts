import { shopChannels } from '../channels';

/**
 * The channels whose answers are recorded (fixtures/se, fixtures/com): each takes its id and
 * default market from the channel registry; what only the recording needs (the language id the
 * API knows, a cart market with a real country and an address in it) is written here.
 */
export interface FixtureChannel {
  key: 'se' | 'com';
  channelId: string;
  /** The channel's default market and language. */
  marketId: string;
  languageId: string;
  /** Menus of the English channel carry a -com suffix (spec section 7). */
  menuSuffix: string;
  /** A market with a real country for the cart and checkout (the com default market is virtual). */
  cartMarketId: string;
  zip: string;
  city: string;
  country: string;
}

export const fixtureChannels = {
  se: {
    key: 'se',
    channelId: shopChannels.se.id,
    marketId: shopChannels.se.defaultMarket,
    languageId: 'sv-SE',
    menuSuffix: '',
    cartMarketId: 'se',
    zip: '11122',
    city: 'Stockholm',
    country: 'SE',
  },
  com: {
    key: 'com',
    channelId: shopChannels.com.id,
    marketId: shopChannels.com.defaultMarket,
    languageId: 'en-US',
    menuSuffix: '-com',
    cartMarketId: 'fi',
    zip: '00100',
    city: 'Helsinki',
    country: 'FI',
  },
} as const satisfies Record<string, FixtureChannel>;

export type FixtureChannelKey = keyof typeof fixtureChannels;

/** The channel an operation asks for, by its channelId variable (the default channel otherwise). */
export function channelOf(variables: Record<string, unknown> | undefined): FixtureChannelKey {
  const match = Object.values(fixtureChannels).find(
    (channel) => channel.channelId === variables?.channelId,
  );
  return match?.key ?? 'se';
}
