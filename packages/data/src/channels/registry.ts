/**
 * The shop's sales channels as data: the one table the storefront, its Storybook and the mocks
 * read. A channel names its theme (a theme of @hemma/ui, by name), its languages, its default
 * market, currency and domain, and the amounts its selling points name, in its own currency.
 * Adding a channel is one entry here plus one theme file in @hemma/ui (see the guide
 * "Guides / Theming a new channel").
 */

export interface ChannelSellingPoints {
  /** Orders at or above this amount ship free; in the channel's currency. */
  freeShippingOver: number;
}

export interface ChannelDefinition {
  /** Short, url-safe name: the Storybook toolbar value and the key of the registry. */
  key: string;
  /** The sales channel id of the commerce API, sent as channelId with every operation. */
  id: string;
  /** The name of the channel's theme in @hemma/ui (`themes[themeName]`). */
  themeName: string;
  /** A human name for toolbars and docs. */
  label: string;
  /** Locale codes the channel is written in; the first is its default language. */
  languages: readonly [string, ...string[]];
  /** The market alias a visitor of this channel starts in. */
  defaultMarket: string;
  /** ISO 4217 code of the channel's prices. */
  currency: string;
  /** The channel's own domain: language links point there when domains are configured. */
  domain: string;
  sellingPoints: ChannelSellingPoints;
}

export type ChannelRegistry = Readonly<Record<string, ChannelDefinition>>;

/** A registry keyed by its channels' keys (each key known to the type checker). */
export type RegistryOf<List extends readonly ChannelDefinition[]> = {
  readonly [Channel in List[number] as Channel['key']]: ChannelDefinition;
};

/** Builds a registry from a list of channels, refusing a repeated key or id. */
export function defineChannels<const List extends readonly ChannelDefinition[]>(
  list: List,
): RegistryOf<List> {
  const registry: Record<string, ChannelDefinition> = {};
  const ids = new Set<string>();
  for (const channel of list) {
    if (registry[channel.key]) throw new Error(`Channel key "${channel.key}" is registered twice`);
    if (ids.has(channel.id)) throw new Error(`Channel id "${channel.id}" is registered twice`);
    registry[channel.key] = channel;
    ids.add(channel.id);
  }
  return registry as RegistryOf<List>;
}

/** Spec section 1: Swedish in SEK (1|se) and English in EUR (3|com). */
export const shopChannels = defineChannels([
  {
    key: 'se',
    id: '1|se',
    themeName: 'se',
    label: 'Sverige (1|se, SEK)',
    languages: ['sv', 'en'],
    defaultMarket: 'se',
    currency: 'SEK',
    domain: 'hemma.se',
    sellingPoints: { freeShippingOver: 997 },
  },
  {
    key: 'com',
    id: '3|com',
    themeName: 'com',
    label: 'International (3|com, EUR)',
    languages: ['en', 'da', 'fi', 'nb', 'sv'],
    defaultMarket: 'eu',
    currency: 'EUR',
    domain: 'hemma.com',
    sellingPoints: { freeShippingOver: 89 },
  },
]);

export function channelList(registry: ChannelRegistry = shopChannels): ChannelDefinition[] {
  return Object.values(registry);
}

/** The channel with a commerce API channel id, if one is registered. */
export function channelById(
  id: string | undefined,
  registry: ChannelRegistry = shopChannels,
): ChannelDefinition | undefined {
  return channelList(registry).find((channel) => channel.id === id);
}

/** The channel whose default language is `locale`, else the first channel written in it, else the first channel. */
export function defaultChannelForLanguage(
  locale: string,
  registry: ChannelRegistry = shopChannels,
): ChannelDefinition {
  const list = channelList(registry);
  const first = list[0];
  if (!first) throw new Error('The channel registry is empty');
  return (
    list.find((channel) => channel.languages[0] === locale) ??
    list.find((channel) => channel.languages.includes(locale)) ??
    first
  );
}
