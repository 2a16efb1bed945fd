import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface SidePanelState {
  /** The open panel's name; the empty string means every panel is closed. */
  current: string;
  /** An optional view inside the open panel, such as `login` in the account panel. */
  frame: string;
}

export interface SidePanelController extends SidePanelState {
  open: (name: string, frame?: string) => void;
  close: () => void;
}

const closed: SidePanelState = { current: '', frame: '' };

const SidePanelContext = createContext<SidePanelController | null>(null);

export interface SidePanelProviderProps {
  children: ReactNode;
  /** Open a panel from the start, e.g. the account panel's login frame for `?action=login`. */
  initialPanel?: string;
  /** The view inside the initial panel, e.g. `login` in the account panel. */
  initialFrame?: string;
  /** Called with the open panel and frame after each change, e.g. to keep them in the address. */
  onChange?: (state: SidePanelState) => void;
}

/** Holds the one current side panel of the page; only one panel is ever open. */
export function SidePanelProvider({
  children,
  initialPanel = '',
  initialFrame = '',
  onChange,
}: SidePanelProviderProps) {
  const [state, setState] = useState<SidePanelState>(
    initialPanel ? { current: initialPanel, frame: initialFrame } : closed,
  );

  const update = useCallback(
    (next: SidePanelState) => {
      setState(next);
      onChange?.(next);
    },
    [onChange],
  );
  const open = useCallback(
    (name: string, frame = '') => update(name ? { current: name, frame } : closed),
    [update],
  );
  const close = useCallback(() => update(closed), [update]);

  const value = useMemo(() => ({ ...state, open, close }), [state, open, close]);
  return <SidePanelContext.Provider value={value}>{children}</SidePanelContext.Provider>;
}

/** Opens and closes the page's side panels: `open('cart')`, `open('account', 'login')`, `close()`. */
export function useSidePanel(): SidePanelController {
  const controller = useContext(SidePanelContext);
  if (!controller) throw new Error('useSidePanel must be used inside <SidePanelProvider>');
  return controller;
}
