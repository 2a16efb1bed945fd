import { describe, expect, it } from 'vitest';
import { fixturesOf } from '../mocks/fixtures';
import {
  channelById,
  channelList,
  defaultChannelForLanguage,
  defineChannels,
  shopChannels,
} from './registry';

describe('the channel registry', () => {
  it('holds the two channels of spec section 1: Swedish in SEK (1|se) and English in EUR (3|com)', () => {
    expect(
      channelList().map(({ key, id, currency, languages }) => ({
        key,
        id,
        currency,
        language: languages[0],
      })),
    ).toEqual([
      { key: 'se', id: '1|se', currency: 'SEK', language: 'sv' },
      { key: 'com', id: '3|com', currency: 'EUR', language: 'en' },
    ]);
  });

  it("agrees with the commerce API's channels as recorded: ids, domains and default markets", () => {
    const recorded = fixturesOf('channels', 'se')[0]?.data.channels ?? [];
    expect(
      recorded.map((channel) => ({
        id: channel?.id,
        domain: new URL(channel?.url ?? '').host,
        market: channel?.defaultMarketId,
      })),
    ).toEqual(
      channelList().map((channel) => ({
        id: channel.id,
        domain: channel.domain,
        market: channel.defaultMarket,
      })),
    );
  });

  it('finds a channel by API id and a language’s default channel', () => {
    expect(channelById('3|com')).toBe(shopChannels.com);
    expect(channelById('9|xx')).toBeUndefined();
    expect(defaultChannelForLanguage('sv')).toBe(shopChannels.se);
    expect(defaultChannelForLanguage('fi')).toBe(shopChannels.com);
  });

  it('refuses a key or an id given twice', () => {
    expect(() => defineChannels([shopChannels.se, { ...shopChannels.se, id: '5|x' }])).toThrow(
      'Channel key "se" is registered twice',
    );
    expect(() => defineChannels([shopChannels.se, { ...shopChannels.se, key: 'x' }])).toThrow(
      'Channel id "1|se" is registered twice',
    );
  });
});
