import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { MainMenuProps } from './mainMenuProps';
import { PlainMainMenu } from './PlainMainMenu';

const loadMainMenu = () => import('./MainMenu').then((module) => module.MainMenu);

/** What the visitor did before the Radix menu arrived, to carry over into it. */
interface Intent {
  openId: string;
  /** The position in the top level of the item holding the keyboard focus, or -1. */
  focusedItem: number;
}

const topLevelOf = (slot: HTMLElement | null) => slot?.querySelector('ul')?.children ?? [];

function focusedTopLevelItem(slot: HTMLElement | null): number {
  const focused = document.activeElement;
  if (!slot || !focused || !slot.contains(focused)) return -1;
  return Array.from(topLevelOf(slot)).findIndex((item) => item.contains(focused));
}

export interface DeferredMainMenuProps extends MainMenuProps {
  className?: string;
}

/**
 * The main menu with Radix NavigationMenu off the first load: the page draws the closed menu
 * without Radix, and the pointer or the focus reaching it fetches the Radix menu, which takes its
 * place with the item the visitor already clicked or hovered open and the focus where it was.
 */
export function DeferredMainMenu({ className, ...menu }: DeferredMainMenuProps) {
  const [LoadedMenu, setLoadedMenu] = useState<ComponentType<MainMenuProps> | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  const requested = useRef(false);
  const intent = useRef<Intent>({ openId: '', focusedItem: -1 });

  const reach = () => {
    menu.onSubmenusNeeded?.();
    if (requested.current) return;
    requested.current = true;
    void loadMainMenu().then((MainMenu) => {
      intent.current.focusedItem = focusedTopLevelItem(slot.current);
      setLoadedMenu(() => MainMenu);
    });
  };

  // A story of the open menu asks for it from the start.
  useEffect(() => {
    if (menu.defaultOpenId) reach();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  useLayoutEffect(() => {
    if (!LoadedMenu) return;
    const item = topLevelOf(slot.current)[intent.current.focusedItem];
    item?.querySelector<HTMLElement>('a, button')?.focus();
  }, [LoadedMenu]);

  return (
    <div className={className} ref={slot}>
      {LoadedMenu ? (
        <LoadedMenu {...menu} defaultOpenId={intent.current.openId || menu.defaultOpenId} />
      ) : (
        <PlainMainMenu
          {...menu}
          onReach={reach}
          onOpenIntent={(id) => {
            intent.current.openId = id;
          }}
        />
      )}
    </div>
  );
}
