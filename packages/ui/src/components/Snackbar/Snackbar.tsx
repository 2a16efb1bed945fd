import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { timing } from '../../themes/constants';
import { CloseGlyph, closeButton, useChannelClassName } from '../../internal/overlay';
import { useUiLabels } from '../LabelsProvider/LabelsProvider';
import * as styles from './Snackbar.css';

export const snackbarKinds = ['info', 'positive', 'critical'] as const;
export type SnackbarKind = (typeof snackbarKinds)[number];

export const snackbarPositions = [
  'top-right',
  'top-left',
  'top-center',
  'bottom-right',
  'bottom-left',
  'bottom-center',
] as const;
export type SnackbarPosition = (typeof snackbarPositions)[number];

export interface Notification {
  /** What happened, in a short sentence, e.g. 'Added to cart'. */
  message: ReactNode;
  /** info, positive (it worked) or critical (it failed); it sets the colour and the icon. */
  kind?: SnackbarKind;
}

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

function KindGlyph({ kind }: { kind: SnackbarKind }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {kind === 'positive' ? (
        <path
          d="M6.5 10.25l2.5 2.5 4.5-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : kind === 'critical' ? (
        <path
          d="M10 5.75v5.5M10 13.75v.5"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M10 9v5.25M10 5.75v.5"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

export interface SnackbarMessageProps extends Notification {
  /** Called by the dismiss button; without it there is no button. */
  onDismiss?: () => void;
  /** The dismiss button's name; the LabelsProvider's `dismiss` by default. */
  dismissLabel?: string;
}

/** One notification as drawn; the provider shows at most one of these at a time. */
export function SnackbarMessage({
  message,
  kind = 'info',
  onDismiss,
  dismissLabel,
}: SnackbarMessageProps) {
  const labels = useUiLabels();
  return (
    <div className={styles.message({ kind })} data-kind={kind}>
      <span className={styles.icon({ kind })}>
        <KindGlyph kind={kind} />
      </span>
      <div className={styles.text}>{message}</div>
      {onDismiss ? (
        <button
          type="button"
          className={cx(closeButton, styles.dismiss)}
          aria-label={dismissLabel ?? labels.dismiss}
          onClick={onDismiss}
        >
          <CloseGlyph />
        </button>
      ) : null}
    </div>
  );
}

export interface SnackbarController {
  /** Shows a notification, replacing the one on screen, and hides it after the timeout. */
  notify: (notification: Notification) => void;
  dismiss: () => void;
}

const SnackbarContext = createContext<SnackbarController | null>(null);

const noSubscription = () => () => {};
const useIsClient = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export interface SnackbarProviderProps {
  children?: ReactNode;
  /** The corner or edge notifications stack in. */
  position?: SnackbarPosition;
  /** How long a notification stays; the spec's 5000 ms by default. */
  timeoutMs?: number;
  /** The dismiss button's name; the LabelsProvider's `dismiss` by default. */
  dismissLabel?: string;
}

/**
 * The page's notification area. The live region is on the page before any message, so screen
 * readers announce each new message politely, without interrupting.
 */
export function SnackbarProvider({
  children,
  position = 'top-right',
  timeoutMs = timing.notificationTimeoutMs,
  dismissLabel,
}: SnackbarProviderProps) {
  const [shown, setShown] = useState<{ id: number; notification: Notification } | null>(null);
  const isClient = useIsClient();
  const channelClassName = useChannelClassName();

  const notify = useCallback(
    (notification: Notification) =>
      setShown((previous) => ({ id: (previous?.id ?? 0) + 1, notification })),
    [],
  );
  const dismiss = useCallback(() => setShown(null), []);
  const controller = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);

  const shownId = shown?.id;
  useEffect(() => {
    if (shownId === undefined) return undefined;
    const timer = setTimeout(
      () => setShown((current) => (current?.id === shownId ? null : current)),
      timeoutMs,
    );
    return () => clearTimeout(timer);
  }, [shownId, timeoutMs]);

  return (
    <SnackbarContext.Provider value={controller}>
      {children}
      {isClient
        ? createPortal(
            <div
              role="status"
              aria-live="polite"
              aria-atomic="true"
              className={cx(channelClassName, styles.region({ position }))}
              data-position={position}
            >
              {shown ? (
                <SnackbarMessage
                  key={shown.id}
                  {...shown.notification}
                  onDismiss={dismiss}
                  dismissLabel={dismissLabel}
                />
              ) : null}
            </div>,
            document.body,
          )
        : null}
    </SnackbarContext.Provider>
  );
}

/** `const { notify } = useSnackbar(); notify({ message: 'Added to cart', kind: 'positive' })`. */
export function useSnackbar(): SnackbarController {
  const controller = useContext(SnackbarContext);
  if (!controller) throw new Error('useSnackbar must be used inside <SnackbarProvider>');
  return controller;
}
