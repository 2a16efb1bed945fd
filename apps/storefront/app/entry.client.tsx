import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ClientTranslationProvider, startClientTranslations } from './i18n/i18n.client';
import { guardRouteModuleLoading } from './routing/chunkReload';
import { NonceContext } from './routing/nonce';

/**
 * The nonce the server put on its scripts. Browsers hide it from the attribute but keep it in the
 * `nonce` property, which React compares during hydration, so the client renders the same value.
 */
function documentNonce(): string | undefined {
  return document.querySelector<HTMLElement>('[nonce]')?.nonce || undefined;
}

/** The page's messages are loaded before hydration, so the first client render matches the server's. */
async function hydrate() {
  // Before the router reads its route module cache: a failed route module reloads at most once per 60 s.
  guardRouteModuleLoading();
  await startClientTranslations(document.documentElement.lang);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <ClientTranslationProvider>
          <NonceContext.Provider value={documentNonce()}>
            <HydratedRouter />
          </NonceContext.Provider>
        </ClientTranslationProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
