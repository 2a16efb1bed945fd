import { ChevronDownIcon, Spinner } from '@hemma/ui';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import type { PointerEvent } from 'react';
import { useShopLabels } from '../../labels';
import {
  childrenOf,
  menuLabel,
  opensSubmenu,
  submenuItemsOf,
  submenuLoading,
  visibleItems,
} from '../../shell';
import { MenuLink } from '../MenuLink';
import * as styles from './MainMenu.css';
import type { MainMenuProps } from './mainMenuProps';
import { useMenuOpening } from './useMenuOpening';

/** Radix opens on pointer hover by default; a click-driven menu swallows those events. */
const ignorePointer = (event: PointerEvent) => event.preventDefault();

/**
 * The main menu: top level items, their children and grand-children. Radix NavigationMenu gives
 * the keyboard path (Tab between items, Enter/Space/Arrow down opens, Escape closes).
 */
export function MainMenu({
  items,
  onSubmenusNeeded,
  menuState,
  layout,
  label,
  defaultOpenId = '',
}: MainMenuProps) {
  const { t } = useShopLabels();
  const { open, onValueChange, close, triggerProps, onEscapeKeyDown } = useMenuOpening(
    menuState,
    defaultOpenId,
  );
  const clickOnly =
    menuState === 'click' ? { onPointerMove: ignorePointer, onPointerLeave: ignorePointer } : {};

  return (
    <NavigationMenu.Root
      className={styles.root[layout]}
      aria-label={label}
      value={open}
      onValueChange={onValueChange}
      delayDuration={menuState === 'hover' ? 150 : 0}
      onPointerEnter={onSubmenusNeeded}
      onFocus={onSubmenusNeeded}
    >
      <NavigationMenu.List className={styles.list}>
        {visibleItems(items).map((item) => {
          if (!opensSubmenu(item)) {
            return (
              <NavigationMenu.Item key={item.id} className={styles.item[layout]}>
                <NavigationMenu.Link asChild>
                  <MenuLink item={item} className={styles.topLink} />
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            );
          }
          return (
            <NavigationMenu.Item key={item.id} value={item.id} className={styles.item[layout]}>
              <NavigationMenu.Trigger
                className={styles.trigger}
                {...triggerProps(item.id)}
                {...clickOnly}
              >
                {menuLabel(item)}
                <ChevronDownIcon className={styles.chevron} />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content
                className={styles.content[layout]}
                onEscapeKeyDown={onEscapeKeyDown}
                aria-busy={submenuLoading(item) || undefined}
                {...clickOnly}
              >
                {/* On a slow line the submenu can open before its children have arrived. */}
                {submenuLoading(item) ? (
                  <div className={styles.loading}>
                    <Spinner label={t('site.loading')} />
                  </div>
                ) : (
                  <ul className={styles.columns[layout]}>
                    {submenuItemsOf(item).map((child) => {
                      const grandChildren = childrenOf(child);
                      return (
                        <li key={child.id} className={styles.column}>
                          <NavigationMenu.Link asChild onSelect={close}>
                            <MenuLink item={child} className={styles.childLink} />
                          </NavigationMenu.Link>
                          {grandChildren.length > 0 ? (
                            <ul className={styles.grandChildren}>
                              {grandChildren.map((grandChild) => (
                                <li key={grandChild.id}>
                                  <NavigationMenu.Link asChild onSelect={close}>
                                    <MenuLink item={grandChild} className={styles.grandChildLink} />
                                  </NavigationMenu.Link>
                                </li>
                              ))}
                            </ul>
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                )}
                <NavigationMenu.Link asChild onSelect={close}>
                  <MenuLink item={item} className={styles.allLink}>
                    {t('header.seeAllIn', { name: menuLabel(item) })}
                  </MenuLink>
                </NavigationMenu.Link>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
