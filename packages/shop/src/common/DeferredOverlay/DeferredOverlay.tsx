import {
  Suspense,
  lazy,
  startTransition,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';

/** An overlay's own chunk: `Overlay` draws it (suspending until it has loaded), `preload` fetches it. */
export interface DeferredOverlayModule<Props extends object> {
  Overlay: ComponentType<Props>;
  preload: () => void;
}

/**
 * Splits an overlay (a dialog, a popover and their Radix code) into its own chunk, off the first
 * load. The module system keeps the first download, so `preload` can be called on every reach.
 */
export function deferredOverlay<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): DeferredOverlayModule<Props> {
  return { Overlay: lazy(load), preload: () => void load() };
}

/**
 * What the first paint's trigger carries: the closed state as the overlay's own Radix trigger
 * announces it, and handlers that fetch the overlay when reached and ask for it when clicked.
 */
export interface DeferredTriggerProps {
  'aria-haspopup': 'dialog';
  'aria-expanded': false;
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

export interface DeferredOverlayProps {
  /** Fetches the overlay's chunk: called when the pointer or focus reaches the trigger. */
  preload: () => void;
  /**
   * The trigger as the first paint draws it: a plain button with the same pixels and name as the
   * loaded overlay's own trigger, with these props spread on it.
   */
  trigger: (props: DeferredTriggerProps) => ReactElement;
  /** Runs with the click that asks for the overlay, e.g. to mark a page's side panel as open. */
  onRequest?: () => void;
  /** The loaded overlay, drawn from the first click on: it opens at once and brings its own trigger. */
  children: ReactNode;
}

/**
 * Draws a plain trigger until the visitor first clicks it, then the overlay in its place. The
 * chunk starts loading when the pointer or keyboard focus reaches the trigger, so it has usually
 * arrived by the click; a click before that opens the overlay as soon as it arrives.
 */
export function DeferredOverlay({ preload, trigger, onRequest, children }: DeferredOverlayProps) {
  const [requested, setRequested] = useState(false);
  const placeholder = trigger({
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => {
      preload();
      // A transition keeps the first paint's button (and the keyboard focus on it) on screen
      // while the chunk loads, instead of swapping in the fallback's copy of it.
      startTransition(() => {
        onRequest?.();
        setRequested(true);
      });
    },
  });
  return <Suspense fallback={placeholder}>{requested ? children : placeholder}</Suspense>;
}
