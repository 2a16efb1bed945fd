import { describe, expect, it } from 'vitest';
import { menuFixtures } from '../testing/fixtures';
import { childrenOf, isExternalUrl, menuLabel, visibleItems } from './menuItems';

describe('menu items', () => {
  it('keeps the configured order and drops null entries', () => {
    const base = {
      id: '',
      label: '',
      title: null,
      type: 'custom',
      value: null,
      canonicalUrl: '/',
      targetBlank: false,
    };
    const items = [{ ...base, id: 'b', order: 2 }, null, { ...base, id: 'a', order: 1 }];
    expect(visibleItems(items).map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('reads three levels from the recorded main menu', () => {
    const furniture = visibleItems(menuFixtures.mainDesktop)[0];
    expect(furniture && menuLabel(furniture)).toBe('Furniture');
    const children = furniture ? childrenOf(furniture) : [];
    expect(children.length).toBeGreaterThan(0);
    expect(children.some((child) => childrenOf(child).length > 0)).toBe(true);
  });

  it('treats a url with a scheme as external and a path as internal', () => {
    expect(isExternalUrl('https://instagram.com/hemma')).toBe(true);
    expect(isExternalUrl('mailto:hej@hemma.se')).toBe(true);
    expect(isExternalUrl('/c/sofas')).toBe(false);
    expect(isExternalUrl('brands')).toBe(false);
  });
});
