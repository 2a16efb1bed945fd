import { useState } from 'react';
import { useShell } from '../shell';
import { useAccountSession } from '@hemma/data';

/** Logout (spec section 4): ends the session at the identity service, clears the cookies, then the start page loads. */
export function useLogout() {
  const session = useAccountSession();
  const { links } = useShell();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    run: () => {
      setBusy(true);
      void session.logout().finally(() => window.location.assign(links.index));
    },
  };
}
