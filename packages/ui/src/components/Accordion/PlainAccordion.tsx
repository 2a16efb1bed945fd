import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useMergedRef } from './useMergedRef';

/**
 * The accordion's first paint without Radix: each part draws the markup Radix Accordion gives it
 * for the same props and state (tested equal), so the page's first load carries no Radix. The
 * parts work on their own (click, arrow keys, the slide), and `Accordion.Root` hands over to
 * Radix's parts once the visitor has reached the accordion and Radix has arrived.
 */

export interface PlainAccordionState {
  openValues: readonly string[];
  toggle: (value: string) => void;
  /** A single accordion's open item cannot be closed by its own trigger unless collapsible. */
  collapsible: boolean;
  disabled: boolean;
  orientation: 'vertical' | 'horizontal';
  /** The pointer or the focus reached the accordion: time to fetch Radix. */
  reach: () => void;
  root: RefObject<HTMLDivElement | null>;
}

export const PlainAccordionContext = createContext<PlainAccordionState | null>(null);

interface PlainItemState {
  open: boolean;
  disabled: boolean;
  value: string;
  triggerId: string;
  contentId: string;
}

const PlainItemContext = createContext<PlainItemState | null>(null);

function usePlain<T>(context: React.Context<T | null>, part: string): T {
  const state = useContext(context);
  if (!state) throw new Error(`Accordion.${part} must be inside an Accordion.Root and its Item`);
  return state;
}

const stateOf = (open: boolean) => (open ? 'open' : 'closed');

type RootProps = ComponentPropsWithoutRef<'div'>;

export const PlainRoot = forwardRef<HTMLDivElement, RootProps>(function PlainRoot(props, ref) {
  const { orientation } = usePlain(PlainAccordionContext, 'Root');
  return <div {...props} data-orientation={orientation} ref={ref} />;
});

type ItemProps = ComponentPropsWithoutRef<'div'> & { value: string; disabled?: boolean };

export const PlainItem = forwardRef<HTMLDivElement, ItemProps>(function PlainItem(
  { value, disabled: itemDisabled, ...props },
  ref,
) {
  const accordion = usePlain(PlainAccordionContext, 'Item');
  const open = accordion.openValues.includes(value);
  const disabled = accordion.disabled || Boolean(itemDisabled);
  const triggerId = `accordion-${useId()}`;
  const contentId = `accordion-${useId()}`;
  return (
    <PlainItemContext.Provider value={{ open, disabled, value, triggerId, contentId }}>
      <div
        data-state={stateOf(open)}
        data-disabled={disabled ? '' : undefined}
        data-orientation={accordion.orientation}
        {...props}
        ref={ref}
      />
    </PlainItemContext.Provider>
  );
});

export const PlainHeader = forwardRef<HTMLHeadingElement, ComponentPropsWithoutRef<'h3'>>(
  function PlainHeader({ children, ...props }, ref) {
    const { orientation } = usePlain(PlainAccordionContext, 'Header');
    const item = usePlain(PlainItemContext, 'Header');
    return (
      <h3
        data-orientation={orientation}
        data-state={stateOf(item.open)}
        data-disabled={item.disabled ? '' : undefined}
        {...props}
        ref={ref}
      >
        {children}
      </h3>
    );
  },
);

const nextTriggerKeys: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export const PlainTrigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function PlainTrigger(props, ref) {
    const accordion = usePlain(PlainAccordionContext, 'Trigger');
    const item = usePlain(PlainItemContext, 'Trigger');
    // Radix's keys for a vertical accordion: arrows move between the enabled triggers, wrapping.
    const moveFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
      const next = nextTriggerKeys[event.key];
      const triggers = Array.from(
        accordion.root.current?.querySelectorAll<HTMLButtonElement>(
          'button[data-radix-collection-item]:not([disabled])',
        ) ?? [],
      );
      const index = triggers.indexOf(event.currentTarget);
      if (!next || accordion.orientation !== 'vertical' || index < 0) return;
      event.preventDefault();
      triggers[next(index, triggers.length)]?.focus();
    };
    return (
      <button
        type="button"
        aria-controls={item.open ? item.contentId : undefined}
        aria-expanded={item.open}
        data-state={stateOf(item.open)}
        data-disabled={item.disabled ? '' : undefined}
        disabled={item.disabled}
        aria-disabled={(item.open && !accordion.collapsible) || undefined}
        data-orientation={accordion.orientation}
        id={item.triggerId}
        {...props}
        data-radix-collection-item=""
        ref={ref}
        onClick={(event) => {
          props.onClick?.(event);
          if (!event.defaultPrevented) accordion.toggle(item.value);
        }}
        onKeyDown={(event) => {
          props.onKeyDown?.(event);
          if (!event.defaultPrevented) moveFocus(event);
        }}
        onFocus={(event) => {
          props.onFocus?.(event);
          accordion.reach();
        }}
      />
    );
  },
);

/** The open panel's height, which the slide animates to, as Radix measures and sets it. */
function measureHeight(node: HTMLElement) {
  const animationName = node.style.animationName;
  node.style.animationName = 'none';
  const height = node.getBoundingClientRect().height;
  if (height) node.style.setProperty('--radix-collapsible-content-height', `${height}px`);
  node.style.animationName = animationName;
}

export const PlainContent = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function PlainContent({ children, style, ...props }, forwardedRef) {
    const { orientation } = usePlain(PlainAccordionContext, 'Content');
    const item = usePlain(PlainItemContext, 'Content');
    const [node, ref] = useMergedRef(forwardedRef);
    // A closing panel keeps its content until the slide up has ended, as Radix's Presence does.
    const [shownOpen, setShownOpen] = useState(item.open);
    const [closing, setClosing] = useState(false);
    if (shownOpen !== item.open) {
      setShownOpen(item.open);
      setClosing(!item.open);
    }
    const present = item.open || closing;
    const opened = useRef(item.open);

    useLayoutEffect(() => {
      const element = node.current;
      if (!element || opened.current === item.open) return;
      opened.current = item.open;
      if (item.open) measureHeight(element);
      else if (getComputedStyle(element).animationName === 'none') setClosing(false);
    }, [item.open, node]);

    return (
      <div
        data-state={stateOf(item.open)}
        data-disabled={item.disabled ? '' : undefined}
        id={item.contentId}
        hidden={!present}
        role="region"
        aria-labelledby={item.triggerId}
        data-orientation={orientation}
        {...props}
        ref={ref}
        onAnimationEnd={(event) => {
          props.onAnimationEnd?.(event);
          if (!item.open) setClosing(false);
        }}
        style={
          {
            '--radix-accordion-content-height': 'var(--radix-collapsible-content-height)',
            '--radix-accordion-content-width': 'var(--radix-collapsible-content-width)',
            ...style,
          } as React.CSSProperties
        }
      >
        {present ? children : null}
      </div>
    );
  },
);

export const plainParts = {
  Root: PlainRoot,
  Item: PlainItem,
  Header: PlainHeader,
  Trigger: PlainTrigger,
  Content: PlainContent,
};
