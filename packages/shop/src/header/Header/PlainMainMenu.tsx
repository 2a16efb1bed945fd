import { ChevronDownIcon } from '@hemma/ui';
import type { KeyboardEvent } from 'react';
import { menuLabel, opensSubmenu, visibleItems } from '../../shell';
import { MenuLink } from '../MenuLink';
import * as styles from './MainMenu.css';
import type { MainMenuProps } from './mainMenuProps';

export interface PlainMainMenuProps extends Pick<
  MainMenuProps,
  'items' | 'layout' | 'label' | 'menuState'
> {
  /** The pointer or the keyboard focus reached one of the menu's items. */
  onReach: () => void;
  /** The item the visitor asked to open by click, Enter or hover: its id, or '' for none. */
  onOpenIntent: (id: string) => void;
}

/**
 * The closed main menu in the markup Radix NavigationMenu gives it, without Radix: what the
 * first paint carries until the visitor reaches the menu and the Radix menu takes its place.
 */
export function PlainMainMenu({
  items,
  layout,
  label,
  menuState,
  onReach,
  onOpenIntent,
}: PlainMainMenuProps) {
  const reached = { onPointerEnter: onReach, onFocus: onReach };
  const triggerHandlers = (id: string) => ({
    onFocus: onReach,
    onPointerEnter: () => {
      onReach();
      if (menuState === 'hover') onOpenIntent(id);
    },
    onPointerLeave: () => {
      if (menuState === 'hover') onOpenIntent('');
    },
    onClick: () => onOpenIntent(id),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOpenIntent('');
    },
  });

  return (
    <nav aria-label={label} data-orientation="horizontal" dir="ltr" className={styles.root[layout]}>
      <div style={{ position: 'relative' }}>
        <ul data-orientation="horizontal" className={styles.list} dir="ltr">
          {visibleItems(items).map((item) => (
            <li key={item.id} className={styles.item[layout]}>
              {opensSubmenu(item) ? (
                <button
                  data-state="closed"
                  aria-expanded="false"
                  className={styles.trigger}
                  data-radix-collection-item=""
                  {...triggerHandlers(item.id)}
                >
                  {menuLabel(item)}
                  <ChevronDownIcon className={styles.chevron} />
                </button>
              ) : (
                <MenuLink
                  item={item}
                  className={styles.topLink}
                  data-radix-collection-item=""
                  {...reached}
                />
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
