import { comTheme, comTokens } from './com/theme.css';
import { seTheme, seTokens } from './se/theme.css';
import type { ThemeTokens } from './tokens';

export interface ChannelTheme {
  /** Short name, also the Storybook toolbar value. */
  name: 'se' | 'com';
  /** The sales channel id of the commerce API. */
  channelId: string;
  label: string;
  locale: string;
  currency: string;
  /** The class that switches every token to this channel. */
  className: string;
  tokens: ThemeTokens;
}

export const themes = {
  se: {
    name: 'se',
    channelId: '1|se',
    label: 'Sverige (1|se, SEK)',
    locale: 'sv',
    currency: 'SEK',
    className: seTheme,
    tokens: seTokens,
  },
  com: {
    name: 'com',
    channelId: '3|com',
    label: 'International (3|com, EUR)',
    locale: 'en',
    currency: 'EUR',
    className: comTheme,
    tokens: comTokens,
  },
} as const satisfies Record<string, ChannelTheme>;

export type ChannelName = keyof typeof themes;

export function themeForChannelId(channelId: string): ChannelTheme | undefined {
  return Object.values(themes).find((theme) => theme.channelId === channelId);
}

export { vars } from './contract.css';
export { baseTokens, makeTokens } from './tokens';
export type { ThemeTokens } from './tokens';
export * from './constants';
