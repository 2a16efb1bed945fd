import { SidePanelProvider, SnackbarProvider } from '@hemma/ui';
import type { ReactNode } from 'react';
import {
  ConnectedFooter,
  ConnectedTopBar,
  CookieConsent,
  HydratesAlone,
  MenuLink,
  type ConsentStore,
  type SocialLink,
} from '@hemma/shop';
import { ConnectedHeader } from '../features/header/ConnectedHeader';
import { DeferredShellPanels } from './DeferredShellPanels';
import { LoadingOverlay } from './LoadingOverlay';
import { mainContentId, SkipLink } from './SkipLink';
import * as styles from './layouts.css';

export interface DefaultLayoutProps {
  children: ReactNode;
  /** A route is loading: after 1 s the spinner overlay shows. */
  loading?: boolean;
  /** Open a side panel from the start, e.g. 'account' on its 'login' frame for ?action=login. */
  initialPanel?: string;
  initialFrame?: string;
  social?: readonly SocialLink[];
  consentStore?: ConsentStore;
}

/**
 * The default layout (spec section 2): header with the top bar, main area, footer, the cart,
 * account, menu and added-to-cart side panels (loaded after the first paint: DeferredShellPanels), the snackbar, the cookie banner and the spinner.
 * Needs the ShellProvider and an Apollo client around it.
 */
export function DefaultLayout({
  children,
  loading = false,
  initialPanel,
  initialFrame,
  social,
  consentStore,
}: DefaultLayoutProps) {
  return (
    <SidePanelProvider initialPanel={initialPanel} initialFrame={initialFrame}>
      <SnackbarProvider>
        <SkipLink />
        {/* Next in the document, so it is a few Tab stops from the top (it was 65); it still shows at the bottom. */}
        <CookieConsent store={consentStore} />
        <HydratesAlone>
          <ConnectedHeader topBar={<ConnectedTopBar />} />
        </HydratesAlone>
        <main id={mainContentId} className={styles.main}>
          <HydratesAlone>{children}</HydratesAlone>
        </main>
        <HydratesAlone>
          <ConnectedFooter social={social} menuLink={MenuLink} />
        </HydratesAlone>
        <HydratesAlone>
          <DeferredShellPanels />
        </HydratesAlone>
        <LoadingOverlay loading={loading} />
      </SnackbarProvider>
    </SidePanelProvider>
  );
}
