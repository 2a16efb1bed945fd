import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import {
  CloseGlyph,
  backdrop,
  closeButton,
  useChannelClassName,
  visuallyHidden,
} from '../../internal/overlay';
import { useUiLabels } from '../LabelsProvider/LabelsProvider';
import { useSidePanel } from './SidePanelContext';
import * as styles from './SidePanel.css';

export const sidePanelSides = ['right', 'left'] as const;
export type SidePanelSide = (typeof sidePanelSides)[number];

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

interface RootProps {
  /** The panel's name in the page's side panel state, e.g. `cart`, `account`, `menu`. */
  name: string;
  children: ReactNode;
}

/** One named panel: open while the page's current panel is this name. */
function Root({ name, children }: RootProps) {
  const { current, open, close } = useSidePanel();
  return (
    <Dialog.Root open={current === name} onOpenChange={(isOpen) => (isOpen ? open(name) : close())}>
      {children}
    </Dialog.Root>
  );
}

const Trigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof Dialog.Trigger>>(
  function SidePanelTrigger(props, ref) {
    return <Dialog.Trigger ref={ref} {...props} />;
  },
);
Trigger.displayName = 'SidePanel.Trigger';

export interface SidePanelContentProps extends Omit<
  ComponentPropsWithoutRef<typeof Dialog.Content>,
  'title'
> {
  /** The panel's heading; it also names the dialog for screen readers. */
  title: ReactNode;
  /** Keep the title for screen readers only, when the panel draws its own heading. */
  hideTitle?: boolean;
  /** Read after the title, e.g. how many items the cart holds. */
  description?: ReactNode;
  /** The edge it slides in from: right (cart, account) or left (the menu). */
  side?: SidePanelSide;
  /** The close button's name; the LabelsProvider's `close` by default. */
  closeLabel?: string;
  /** Sticks to the bottom of the panel, e.g. the cart's checkout button. */
  footer?: ReactNode;
}

/**
 * The sliding panel. Focus stays inside while it is open; Escape, the close button and a click on
 * the dimmed page close it, and focus returns to what opened it.
 */
const Content = forwardRef<HTMLDivElement, SidePanelContentProps>(function SidePanelContent(
  {
    title,
    hideTitle = false,
    description,
    side = 'right',
    closeLabel,
    footer,
    className,
    children,
    ...rest
  },
  ref,
) {
  const channelClassName = useChannelClassName();
  const labels = useUiLabels();
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={cx(channelClassName, backdrop, styles.overlay)} />
      <Dialog.Content
        ref={ref}
        className={cx(channelClassName, styles.content({ side }), className)}
        data-side={side}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
      >
        <div className={styles.header}>
          <Dialog.Title className={hideTitle ? visuallyHidden : styles.title}>{title}</Dialog.Title>
          <Dialog.Close className={closeButton} aria-label={closeLabel ?? labels.close}>
            <CloseGlyph />
          </Dialog.Close>
        </div>
        {description ? (
          <Dialog.Description className={visuallyHidden}>{description}</Dialog.Description>
        ) : null}
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </Dialog.Content>
    </Dialog.Portal>
  );
});
Content.displayName = 'SidePanel.Content';

interface FrameProps {
  /** Shown while the open panel's frame is this name; `''` matches a panel opened without a frame. */
  name: string;
  children: ReactNode;
}

/** One view of a panel with several, such as the account panel's login and register frames. */
function Frame({ name, children }: FrameProps) {
  const { frame } = useSidePanel();
  return frame === name ? <>{children}</> : null;
}

export const SidePanel = { Root, Trigger, Content, Close: Dialog.Close, Frame };
