import { Modal } from '@hemma/ui';
import type { ReactNode } from 'react';

export interface ProductGalleryZoomProps {
  /** The gallery's large picture: the button that opens the larger view. */
  picture: ReactNode;
  /** The trigger's class, the same as the button the first paint drew. */
  triggerClassName: string;
  triggerLabel: string;
  title: string;
  closeLabel: string;
  /** The larger view: the chosen picture, with previous and next. */
  children: ReactNode;
}

/**
 * The gallery's larger view in a dialog. Its own chunk (Radix Dialog, focus scope and scroll lock),
 * loaded when a visitor reaches for the picture; it mounts open, from the visitor's first click.
 */
export default function ProductGalleryZoom({
  picture,
  triggerClassName,
  triggerLabel,
  title,
  closeLabel,
  children,
}: ProductGalleryZoomProps) {
  return (
    <Modal.Root defaultOpen>
      <Modal.Trigger className={triggerClassName} aria-label={triggerLabel}>
        {picture}
      </Modal.Trigger>
      <Modal.Content title={title} size="l" closeLabel={closeLabel}>
        {children}
      </Modal.Content>
    </Modal.Root>
  );
}
