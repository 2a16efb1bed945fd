import { describe, expect, it } from 'vitest';
import { hasDeferredData } from './deferredData.server';

describe('hasDeferredData', () => {
  it('is false for data every loader awaited', () => {
    expect(
      hasDeferredData({
        root: { menus: { main: [{ label: 'Sofas', children: [] }] }, config: null },
        'product@en': { product: { name: 'Bo', prices: [1, 2] }, when: new Date(0) },
        'index@en': null,
      }),
    ).toBe(false);
    expect(hasDeferredData(undefined)).toBe(false);
  });

  it('finds a promise at the top of a route’s data or deep inside it', () => {
    const reviews = new Promise(() => undefined);
    expect(hasDeferredData({ 'product@en': { reviews } })).toBe(true);
    expect(hasDeferredData({ 'list@en': { areas: [{ widgets: [{ products: reviews }] }] } })).toBe(
      true,
    );
  });

  it('walks data that refers to itself once', () => {
    const node: Record<string, unknown> = { name: 'loop' };
    node.self = node;
    expect(hasDeferredData({ root: node })).toBe(false);
  });
});
