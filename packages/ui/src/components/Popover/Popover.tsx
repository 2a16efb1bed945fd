import * as RadixPopover from '@radix-ui/react-popover';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { CloseGlyph, closeButton, useChannelClassName } from '../../internal/overlay';
import * as styles from './Popover.css';

export const popoverSides = ['top', 'right', 'bottom', 'left'] as const;
export type PopoverSide = (typeof popoverSides)[number];

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export interface PopoverContentProps extends ComponentPropsWithoutRef<typeof RadixPopover.Content> {
  /** The trigger's side it opens on; it flips to the other side when there is no room. */
  side?: PopoverSide;
  /** The popover's name for screen readers, when no heading inside names it. */
  'aria-label'?: string;
  /** Draws a small arrow pointing at the trigger. */
  arrow?: boolean;
  /** Adds a close button with this accessible name (Escape and a click outside always close). */
  closeLabel?: string;
}

/** Floating content next to its trigger, flipped to stay on screen, in the page's channel theme. */
const Content = forwardRef<HTMLDivElement, PopoverContentProps>(function PopoverContent(
  {
    arrow = false,
    closeLabel,
    sideOffset = 8,
    collisionPadding = 16,
    className,
    children,
    ...rest
  },
  ref,
) {
  const channelClassName = useChannelClassName();
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        ref={ref}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cx(channelClassName, styles.content, closeLabel && styles.withClose, className)}
        {...rest}
      >
        {children}
        {closeLabel ? (
          <RadixPopover.Close className={cx(closeButton, styles.close)} aria-label={closeLabel}>
            <CloseGlyph />
          </RadixPopover.Close>
        ) : null}
        {arrow ? <RadixPopover.Arrow className={styles.arrow} width={14} height={7} /> : null}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
});
Content.displayName = 'Popover.Content';

export const Popover = {
  Root: RadixPopover.Root,
  Trigger: RadixPopover.Trigger,
  Anchor: RadixPopover.Anchor,
  Content,
  Close: RadixPopover.Close,
};
