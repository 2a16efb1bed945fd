import type { i18n as I18n } from 'i18next';
import { createContext } from 'react-router';
import type { Locale, Market } from '../config/shop';
import type { ScreenMatch } from './paths';

/** What the root middleware learns about a request; loaders and entry.server read it. */
export interface RequestState {
  locale: Locale;
  market: Market;
  /** The screen the path shows, or null when it shows none (404). */
  screen: ScreenMatch | null;
  i18n: I18n;
  nonce: string;
  authenticated: boolean;
}

export const requestStateContext = createContext<RequestState | null>(null);
