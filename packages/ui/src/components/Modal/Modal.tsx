import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { CloseGlyph, backdrop, closeButton, useChannelClassName } from '../../internal/overlay';
import { useUiLabels } from '../LabelsProvider/LabelsProvider';
import * as styles from './Modal.css';

export const modalSizes = ['s', 'm', 'l'] as const;
export type ModalSize = (typeof modalSizes)[number];

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export interface ModalContentProps extends Omit<
  ComponentPropsWithoutRef<typeof Dialog.Content>,
  'title'
> {
  /** The heading; it also names the dialog for screen readers. */
  title: ReactNode;
  /** A line under the title that screen readers read with it. */
  description?: ReactNode;
  /** The dialog's width: s for a confirmation, m for a short form, l for content. */
  size?: ModalSize;
  /** The close button's name; the LabelsProvider's `close` by default. */
  closeLabel?: string;
  /** Actions at the bottom, right-aligned, e.g. Cancel and Confirm. */
  footer?: ReactNode;
}

/**
 * A centred dialog over a dimmed page. Focus is trapped inside; Escape, the close button and a
 * click on the dimmed page close it, and focus returns to what opened it.
 */
const Content = forwardRef<HTMLDivElement, ModalContentProps>(function ModalContent(
  { title, description, size = 'm', closeLabel, footer, className, children, ...rest },
  ref,
) {
  const channelClassName = useChannelClassName();
  const labels = useUiLabels();
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={cx(channelClassName, backdrop, styles.overlay)} />
      <Dialog.Content
        ref={ref}
        className={cx(channelClassName, styles.content({ size }), className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
      >
        <div className={styles.header}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Close className={closeButton} aria-label={closeLabel ?? labels.close}>
            <CloseGlyph />
          </Dialog.Close>
        </div>
        {description ? (
          <Dialog.Description className={styles.description}>{description}</Dialog.Description>
        ) : null}
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </Dialog.Content>
    </Dialog.Portal>
  );
});
Content.displayName = 'Modal.Content';

export const Modal = { Root: Dialog.Root, Trigger: Dialog.Trigger, Content, Close: Dialog.Close };
