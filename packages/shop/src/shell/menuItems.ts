import type { MenuItemFieldsFragment } from '@hemma/data';

type Nested<T> = T & { children?: readonly (Nested<T> | null)[] | null };

/** Items in their configured order; null entries (errorPolicy 'all') are dropped. */
export function visibleItems<T extends MenuItemFieldsFragment>(
  items: readonly (T | null)[] | null | undefined,
): T[] {
  return (items ?? []).filter((item): item is T => item !== null).sort((a, b) => a.order - b.order);
}

export function childrenOf<T extends MenuItemFieldsFragment>(item: Nested<T>): Nested<T>[] {
  return visibleItems(item.children ?? []);
}

export function menuLabel(item: Pick<MenuItemFieldsFragment, 'label' | 'title'>): string {
  return item.label ?? item.title ?? '';
}

/** A link with a scheme leaves the shop (spec section 2); anything else is a path inside it. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
}
