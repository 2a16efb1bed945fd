import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { startClientI18n } from './i18n/i18n.client';

/** The page's messages are loaded before hydration, so the first client render matches the server's. */
async function hydrate() {
  const i18n = await startClientI18n(document.documentElement.lang);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
