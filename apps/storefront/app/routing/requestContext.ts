import { createContext } from 'react-router';
import type { ShopContext } from '@hemma/data';
import type { ScreenMatch } from './paths';

/**
 * What the root middleware learns about a request; loaders and entry.server read it. Its shop
 * context (channel, market, locale, customer type) is resolved once, here, for the whole request.
 */
export interface RequestState extends ShopContext {
  /** The screen the path shows, or null when it shows none (404). */
  screen: ScreenMatch | null;
  nonce: string;
  authenticated: boolean;
}

export const requestStateContext = createContext<RequestState | null>(null);
