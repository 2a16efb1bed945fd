import { describe, expect, it } from 'vitest';
import { menuFixtures } from '../testing/fixtures';
import { opensSubmenu, outlineOf, submenuItemsOf } from './menuOutline';

const leaf = {
  id: 'news',
  label: 'News',
  title: null,
  type: 'custom',
  order: 99,
  value: null,
  canonicalUrl: '/news',
  targetBlank: false,
  children: [],
};
const items = [...menuFixtures.mainDesktop, leaf];
const mainMenu = {
  id: 'main-desktop-com',
  name: 'main-desktop-com',
  title: 'Main',
  menuItems: [null, ...items].reverse(),
};

describe('menu outline', () => {
  it('keeps the top level in its order, without nulls and without any child', () => {
    const outline = outlineOf(mainMenu);
    expect(outline.menuItems.map((item) => item.label)).toEqual(items.map((item) => item.label));
    expect(JSON.stringify(outline)).not.toContain('Sofas and armchairs');
    expect(outline.menuItems.every((item) => !('children' in item))).toBe(true);
  });

  it('marks the items that open a submenu, as the whole menu would draw them', () => {
    const outline = outlineOf(mainMenu);
    expect(outline.menuItems.map(opensSubmenu)).toEqual(items.map(opensSubmenu));
    expect(outline.menuItems.at(0)?.opens).toBe(true);
    expect(outline.menuItems.at(-1)?.opens).toBe(false);
  });

  it('has no submenu items until the whole menu is loaded', () => {
    const [first] = outlineOf(mainMenu).menuItems;
    const [loaded] = menuFixtures.mainDesktop;
    expect(first && submenuItemsOf(first)).toEqual([]);
    expect(loaded && submenuItemsOf(loaded).length).toBeGreaterThan(0);
  });

  it('is a small part of the whole menu (the page carries it)', () => {
    expect(JSON.stringify(outlineOf(mainMenu)).length).toBeLessThan(
      JSON.stringify(mainMenu).length / 4,
    );
  });
});
