// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { defaultCookiePrefix as cookiePrefix } from '../shop/shopConfig';
import { favoritesStore } from './favoritesStore';

function clearCookies() {
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim())) {
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

describe('favoritesStore', () => {
  afterEach(() => {
    clearCookies();
    favoritesStore.reset();
  });

  it('reads no favorites as the very array the server rendered with, so hydration needs no second render', () => {
    expect(favoritesStore.get()).toBe(favoritesStore.getServerSnapshot());
  });

  it('reads the marked ids from the persisted cookie, and keeps the same array until a toggle', () => {
    favoritesStore.toggle(12);
    favoritesStore.reset();
    const first = favoritesStore.get();
    expect(first).toEqual([12]);
    expect(favoritesStore.get()).toBe(first);
    expect(document.cookie).toContain(cookiePrefix);
  });

  it('goes back to the server array when the last favorite is removed', () => {
    favoritesStore.toggle(40);
    favoritesStore.toggle(40);
    expect(favoritesStore.get()).toBe(favoritesStore.getServerSnapshot());
  });

  it('sees a cookie changed or cleared since the last read (another tab, or storage cleared)', () => {
    favoritesStore.toggle(7);
    expect(favoritesStore.get()).toEqual([7]);
    clearCookies();
    expect(favoritesStore.get()).toBe(favoritesStore.getServerSnapshot());
  });
});
