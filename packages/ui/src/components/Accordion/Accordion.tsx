import * as RadixAccordion from '@radix-ui/react-accordion';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { MinusIcon, PlusIcon } from '../Icon';
import * as css from './Accordion.css';

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

/**
 * Items that open and close: `type="single"` (one open at a time, `collapsible` to close it again)
 * or `type="multiple"`. Give `defaultValue` to start with items open.
 */
const Root = forwardRef<
  ElementRef<typeof RadixAccordion.Root>,
  ComponentPropsWithoutRef<typeof RadixAccordion.Root>
>(function AccordionRoot({ className, ...props }, ref) {
  return <RadixAccordion.Root ref={ref} className={join(css.root, className)} {...props} />;
});
Root.displayName = 'Accordion.Root';

const Item = forwardRef<
  ElementRef<typeof RadixAccordion.Item>,
  ComponentPropsWithoutRef<typeof RadixAccordion.Item>
>(function AccordionItem({ className, ...props }, ref) {
  return <RadixAccordion.Item ref={ref} className={join(css.item, className)} {...props} />;
});
Item.displayName = 'Accordion.Item';

/** The heading button of an item, with a plus while closed and a minus while open. */
const Trigger = forwardRef<
  ElementRef<typeof RadixAccordion.Trigger>,
  ComponentPropsWithoutRef<typeof RadixAccordion.Trigger>
>(function AccordionTrigger({ className, children, ...props }, ref) {
  return (
    <RadixAccordion.Header className={css.header}>
      <RadixAccordion.Trigger ref={ref} className={join(css.trigger, className)} {...props}>
        <span>{children}</span>
        <PlusIcon className={css.plusIcon} />
        <MinusIcon className={css.minusIcon} />
      </RadixAccordion.Trigger>
    </RadixAccordion.Header>
  );
});
Trigger.displayName = 'Accordion.Trigger';

/** The panel: slides open and shut in the accordion token's time (200 ms), instantly with reduced motion. */
const Content = forwardRef<
  ElementRef<typeof RadixAccordion.Content>,
  ComponentPropsWithoutRef<typeof RadixAccordion.Content>
>(function AccordionContent({ className, children, ...props }, ref) {
  return (
    <RadixAccordion.Content ref={ref} className={join(css.content, className)} {...props}>
      <div className={css.contentInner}>{children}</div>
    </RadixAccordion.Content>
  );
});
Content.displayName = 'Accordion.Content';

export const Accordion = { Root, Item, Trigger, Content };
