import type * as RadixAccordion from '@radix-ui/react-accordion';
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ElementRef,
} from 'react';
import { MinusIcon, PlusIcon } from '../Icon';
import * as css from './Accordion.css';
import { PlainAccordionContext, plainParts } from './PlainAccordion';
import { useMergedRef } from './useMergedRef';

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

type Parts = Pick<typeof RadixAccordion, 'Root' | 'Item' | 'Header' | 'Trigger' | 'Content'>;

/** Radix Accordion's own chunk, fetched when a visitor first reaches an accordion's trigger. */
const loadRadixParts = (): Promise<Parts> => import('@radix-ui/react-accordion');

/** Which parts the accordion draws with: the plain ones until Radix has arrived. */
const PartsContext = createContext<Parts>(plainParts as unknown as Parts);

type RootProps = ComponentPropsWithoutRef<typeof RadixAccordion.Root>;

const openValuesOf = (value: string | string[] | undefined): string[] =>
  value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value];

const focusableSelector = 'a[href], button, input, select, textarea, [tabindex]';
const focusables = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLElement>(focusableSelector) ?? []);

/**
 * Items that open and close: `type="single"` (one open at a time, `collapsible` to close it again)
 * or `type="multiple"`. Give `defaultValue` to start with items open.
 *
 * Built on Radix Accordion, off the first load: the page draws the accordion in Radix's markup
 * without Radix, and the pointer or the focus reaching it fetches Radix, which takes its place as
 * soon as it arrives, with the items the visitor opened meanwhile and the focus where it was.
 * Until then the first paint's accordion works by click and arrow keys, with the same slide.
 *
 * Scripted tests: Radix replaces the buttons, so query them again after it arrived, and reach
 * the accordion (hover or focus) and wait for Radix before a scripted click, which would land on
 * the replaced button where a real pointer hits the new one.
 */
const Root = forwardRef<ElementRef<typeof RadixAccordion.Root>, RootProps>(function AccordionRoot(
  { className, ...props },
  forwardedRef,
) {
  const [parts, setParts] = useState<Parts | null>(null);
  const [ownOpenValues, setOwnOpenValues] = useState(() => openValuesOf(props.defaultValue));
  const [root, ref] = useMergedRef(forwardedRef);
  const focusedIndex = useRef(-1);
  const requested = useRef(false);

  const reach = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void loadRadixParts().then((loaded) => {
      focusedIndex.current = focusables(root.current).indexOf(
        document.activeElement as HTMLElement,
      );
      setParts(loaded);
    });
  }, [root]);

  useLayoutEffect(() => {
    if (parts && focusedIndex.current >= 0) focusables(root.current)[focusedIndex.current]?.focus();
  }, [parts, root]);

  const openValues = props.value === undefined ? ownOpenValues : openValuesOf(props.value);
  const latestOpenValues = useRef(openValues);
  latestOpenValues.current = openValues;
  const rootClass = join(css.root, className);

  if (parts) {
    const handover =
      props.value === undefined
        ? { defaultValue: props.type === 'single' ? (openValues[0] ?? '') : openValues }
        : {};
    return (
      <PartsContext.Provider value={parts}>
        <parts.Root ref={ref} className={rootClass} {...props} {...(handover as object)} />
      </PartsContext.Provider>
    );
  }

  const {
    type,
    collapsible,
    disabled = false,
    orientation = 'vertical',
    value: _value,
    defaultValue: _defaultValue,
    onValueChange,
    dir: _dir,
    ...divProps
  } = props as RootProps & { collapsible?: boolean; onValueChange?: (value: never) => void };
  const toggle = (item: string) => {
    // Two clicks before React draws again must both count.
    const current = latestOpenValues.current;
    const open = current.includes(item);
    let next: string[];
    if (type === 'multiple') next = open ? current.filter((v) => v !== item) : [...current, item];
    else if (open) next = collapsible ? [] : current;
    else next = [item];
    if (next === current) return;
    latestOpenValues.current = next;
    setOwnOpenValues(next);
    (onValueChange as ((value: string | string[]) => void) | undefined)?.(
      type === 'multiple' ? next : (next[0] ?? ''),
    );
  };
  return (
    <PlainAccordionContext.Provider
      value={{
        openValues,
        toggle,
        collapsible: type === 'multiple' || Boolean(collapsible),
        disabled,
        orientation,
        reach,
        root,
      }}
    >
      <plainParts.Root
        ref={ref}
        className={rootClass}
        {...divProps}
        onPointerEnter={(event) => {
          divProps.onPointerEnter?.(event);
          reach();
        }}
      />
    </PlainAccordionContext.Provider>
  );
});
Root.displayName = 'Accordion.Root';

const Item = forwardRef<
  ElementRef<typeof RadixAccordion.Item>,
  ComponentPropsWithoutRef<typeof RadixAccordion.Item>
>(function AccordionItem({ className, ...props }, ref) {
  const parts = useContext(PartsContext);
  return <parts.Item ref={ref} className={join(css.item, className)} {...props} />;
});
Item.displayName = 'Accordion.Item';

/** The heading button of an item, with a plus while closed and a minus while open. */
const Trigger = forwardRef<
  ElementRef<typeof RadixAccordion.Trigger>,
  ComponentPropsWithoutRef<typeof RadixAccordion.Trigger>
>(function AccordionTrigger({ className, children, ...props }, ref) {
  const parts = useContext(PartsContext);
  return (
    <parts.Header className={css.header}>
      <parts.Trigger ref={ref} className={join(css.trigger, className)} {...props}>
        <span>{children}</span>
        <PlusIcon className={css.plusIcon} />
        <MinusIcon className={css.minusIcon} />
      </parts.Trigger>
    </parts.Header>
  );
});
Trigger.displayName = 'Accordion.Trigger';

/** The panel: slides open and shut in the accordion token's time (200 ms), instantly with reduced motion. */
const Content = forwardRef<
  ElementRef<typeof RadixAccordion.Content>,
  ComponentPropsWithoutRef<typeof RadixAccordion.Content>
>(function AccordionContent({ className, children, ...props }, ref) {
  const parts = useContext(PartsContext);
  return (
    <parts.Content ref={ref} className={join(css.content, className)} {...props}>
      <div className={css.contentInner}>{children}</div>
    </parts.Content>
  );
});
Content.displayName = 'Accordion.Content';

export const Accordion = { Root, Item, Trigger, Content };
