import { useRef, useState, type MouseEvent } from 'react';

/** How a main menu item opens its panel: on click, or on hover (spec section 2). */
export const menuStates = ['click', 'hover'] as const;
export type MenuState = (typeof menuStates)[number];

/**
 * Which item of the main menu is open, with two rules Radix NavigationMenu leaves out:
 * - A dismissal (Escape, a closing click) overrules Radix's pending hover-open timer, which
 *   would otherwise open the menu again 150 ms after the visitor closed it.
 * - In hover mode, a pointer click on an item the pointer has just opened keeps it open: the
 *   hover and the click are one gesture, and a toggle would close what the visitor came to see.
 *   The keyboard (Enter, Space) still toggles.
 */
export function useMenuOpening(menuState: MenuState, defaultOpenId = '') {
  const [open, setOpen] = useState(defaultOpenId);
  const current = useRef(defaultOpenId);
  const dismissed = useRef(false);
  const openingByClick = useRef(false);
  const openedByPointer = useRef(false);

  const onValueChange = (next: string) => {
    if (next === current.current) return;
    if (next !== '' && dismissed.current) return;
    openedByPointer.current = next !== '' && !openingByClick.current;
    openingByClick.current = false;
    current.current = next;
    setOpen(next);
  };

  const triggerProps = (id: string) => ({
    onPointerEnter: () => {
      dismissed.current = false;
    },
    onClick: (event: MouseEvent) => {
      if (current.current !== id) {
        dismissed.current = false;
        openingByClick.current = true;
        return;
      }
      const pointerClick = event.detail > 0;
      if (menuState === 'hover' && pointerClick && openedByPointer.current) {
        // Radix skips its own toggle when the event is default-prevented.
        event.preventDefault();
        openedByPointer.current = false;
        return;
      }
      dismissed.current = true;
    },
  });

  return {
    open,
    onValueChange,
    close: () => onValueChange(''),
    triggerProps,
    onEscapeKeyDown: () => {
      dismissed.current = true;
    },
  };
}
