import { Button, Modal } from '@hemma/ui';
export interface DeleteAccountDialogProps {
  triggerLabel: string;
  title: string;
  description: string;
  closeLabel: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The deletion is under way: the confirm button shows it. */
  busy: boolean;
  onConfirm: () => void;
}

/**
 * The confirmation before an account is deleted. Its own chunk (Radix Dialog, focus scope and
 * scroll lock), loaded when the customer reaches the delete button; it mounts open, from the
 * first click.
 */
export default function DeleteAccountDialog({
  triggerLabel,
  title,
  description,
  closeLabel,
  cancelLabel,
  confirmLabel,
  busy,
  onConfirm,
}: DeleteAccountDialogProps) {
  return (
    <Modal.Root defaultOpen>
      <Modal.Trigger asChild>
        <Button variant="outline">{triggerLabel}</Button>
      </Modal.Trigger>
      <Modal.Content
        title={title}
        description={description}
        closeLabel={closeLabel}
        size="s"
        footer={
          <>
            <Modal.Close asChild>
              <Button variant="ghost">{cancelLabel}</Button>
            </Modal.Close>
            <Button loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </>
        }
      />
    </Modal.Root>
  );
}
