/** The two sales channels of the shop as the embedded API seeds them (spec section 1). */
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
    channelId: '1|se',
    marketId: 'se',
    languageId: 'sv-SE',
    menuSuffix: '',
    cartMarketId: 'se',
    zip: '11122',
    city: 'Stockholm',
    country: 'SE',
  },
  com: {
    key: 'com',
    channelId: '3|com',
    marketId: 'eu',
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
  const match = Object.values(fixtureChannels).find((channel) => channel.channelId === variables?.channelId);
  return match?.key ?? 'se';
}
