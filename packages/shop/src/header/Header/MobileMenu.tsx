import type { MenuItemFieldsFragment, MenuItemFragment } from '@hemma/data';
import { ChevronDownIcon } from '@hemma/ui';
import { useId, useState } from 'react';
import { useShopLabels } from '../../labels';
import { childrenOf, menuLabel, visibleItems } from '../../shell';
import { MenuLink } from '../MenuLink';
import * as styles from './MobileMenu.css';

type Item = MenuItemFieldsFragment & { children?: readonly (Item | null)[] | null };

function MobileMenuItem({
  item,
  depth,
  onNavigate,
}: {
  item: Item;
  depth: number;
  onNavigate: () => void;
}) {
  const { t } = useShopLabels();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const children = childrenOf(item);
  if (children.length === 0) {
    return (
      <li>
        <MenuLink item={item} className={styles.link} data-depth={depth} onClick={onNavigate} />
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className={styles.toggle}
        data-depth={depth}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((current) => !current)}
      >
        {menuLabel(item)}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        <li>
          <MenuLink item={item} className={styles.link} data-depth={depth + 1} onClick={onNavigate}>
            {t('header.seeAllIn', { name: menuLabel(item) })}
          </MenuLink>
        </li>
        {children.map((child) => (
          <MobileMenuItem key={child.id} item={child} depth={depth + 1} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

export interface MobileMenuProps {
  items: readonly (MenuItemFragment | null)[];
  label: string;
  /** Following a link closes the menu panel. */
  onNavigate: () => void;
}

/** The phone menu inside the menu side panel: three levels, each opened in place. */
export function MobileMenu({ items, label, onNavigate }: MobileMenuProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {visibleItems(items).map((item) => (
          <MobileMenuItem key={item.id} item={item} depth={0} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}
