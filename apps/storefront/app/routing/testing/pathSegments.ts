import fc from 'fast-check';
import { locales, pathMarkets as markets } from '../../config/shop';

/** Property tests of paths: segments drawn from the locales, the markets, the screens' own words and any word. */
export const knownLocales = fc.constantFrom(...locales);
export const knownMarkets = fc.constantFrom(...markets.map((market) => market.alias));
export const word = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
export const anySegment = fc.oneof(
  word,
  knownLocales,
  knownMarkets,
  fc.constantFrom(
    'p',
    'c',
    'b',
    's',
    'dc',
    'l',
    'list',
    'start',
    'kassan',
    'checkout',
    'my-account',
    'account',
    'orders',
    'all',
    '%20',
    '..',
    '.',
  ),
);
