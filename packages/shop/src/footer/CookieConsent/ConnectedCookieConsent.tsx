import { useSidePanel } from '@hemma/ui';
import { startTransition, useEffect, useState } from 'react';
import { browserCookies } from '@hemma/data';
import { useShell } from '../../shell';
import { CookieConsentBanner, type ConsentStore } from './CookieConsent';

/** The consent cookie of the browser: {prefix}-cookie-consent, 365 days, path / (spec section 9). */
export function browserConsentStore(): ConsentStore {
  return browserCookies().cookieConsent;
}

export interface CookieConsentProps {
  /** Defaults to the browser's consent cookie; stories and tests pass their own. */
  store?: ConsentStore;
}

/**
 * Spec section 4: no stored choice shows the banner; allow stores true, decline false, and either
 * hides it. It appears after mount, so the server's HTML never depends on the visitor's cookie.
 */
export function CookieConsent({ store }: CookieConsentProps) {
  const { links } = useShell();
  const panel = useSidePanel();
  const [consentStore, setConsentStore] = useState<ConsentStore | null>(null);
  const [choice, setChoice] = useState<boolean | undefined>(true);

  useEffect(() => {
    const resolved = store ?? browserConsentStore();
    // A transition: the banner's first render may yield to the browser instead of lengthening hydration's last task.
    startTransition(() => {
      setConsentStore(resolved);
      setChoice(resolved.get());
    });
  }, [store]);

  if (!consentStore || choice !== undefined) return null;
  // An open side panel is modal: the banner would cover it with buttons that do nothing (issue 22).
  // It waits until the panel closes.
  if (panel.current !== '') return null;
  const choose = (value: boolean) => {
    consentStore.set(value);
    setChoice(value);
  };
  return (
    <CookieConsentBanner
      learnMoreHref={links.cookies}
      onAllow={() => choose(true)}
      onDecline={() => choose(false)}
    />
  );
}
