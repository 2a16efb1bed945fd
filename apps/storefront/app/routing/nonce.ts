import { createContext, useContext } from 'react';

/** The CSP nonce of the current response; only the server knows it, the browser does not need it. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
