import { afterEach, describe, expect, it } from 'vitest';
import { rememberListPosition, takeListPosition } from './listRelocation';

afterEach(() => {
  document.cookie = 'hemma=; Max-Age=0; Path=/';
});

function persisted(): Record<string, unknown> {
  const value = document.cookie.split('; ').find((cookie) => cookie.startsWith('hemma='));
  return value
    ? (JSON.parse(decodeURIComponent(value.slice('hemma='.length))) as Record<string, unknown>)
    : {};
}

describe('list relocation in the persisted-state cookie', () => {
  it('stores relocateAlias and relocatePage beside the favorites and customer type', () => {
    document.cookie = `hemma=${encodeURIComponent(JSON.stringify({ favorites: [7], customerType: 'ORGANIZATION', vatIncluded: false }))}; Path=/`;
    rememberListPosition({ alias: 'bo-2-seater-sofa-grey', page: 2 });
    expect(persisted()).toEqual({
      favorites: [7],
      customerType: 'ORGANIZATION',
      vatIncluded: false,
      list: { relocateAlias: 'bo-2-seater-sofa-grey', relocatePage: 2 },
    });
  });

  it('restores it once: reading clears it, and keeps the rest of the state', () => {
    document.cookie = `hemma=${encodeURIComponent(JSON.stringify({ favorites: [7] }))}; Path=/`;
    rememberListPosition({ alias: 'berit-rug-grey', page: 3 });
    expect(takeListPosition()).toEqual({ alias: 'berit-rug-grey', page: 3 });
    expect(persisted()).toMatchObject({
      favorites: [7],
      list: { relocateAlias: null, relocatePage: null },
    });
    expect(takeListPosition()).toBeNull();
  });

  it('restores nothing from a cookie without a relocation', () => {
    expect(takeListPosition()).toBeNull();
  });
});
