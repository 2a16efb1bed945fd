// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  chunkReloadGuardMs,
  chunkReloadStorageKey,
  guardRouteModules,
  mayReloadForChunk,
  recoverFromChunkError,
} from './chunkReload';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('chunk-load failure reload (spec sections 4 and 9)', () => {
  it('allows a reload when none happened, or the last one is 60 s or more ago', () => {
    expect(chunkReloadGuardMs).toBe(60_000);
    expect(mayReloadForChunk(1_000_000, null)).toBe(true);
    expect(mayReloadForChunk(1_000_000, 1_000_000 - 60_000)).toBe(true);
    expect(mayReloadForChunk(1_000_000, 1_000_000 - 59_999)).toBe(false);
    expect(mayReloadForChunk(1_000_000, 1_000_000)).toBe(false);
  });

  it('does not trust a stored time in the future or one that is not a number', () => {
    expect(mayReloadForChunk(1_000_000, 2_000_000)).toBe(true);
    expect(mayReloadForChunk(1_000_000, Number.NaN)).toBe(true);
  });

  it('reloads once, records the time and cancels the error; a second failure within 60 s propagates', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 5_000_000;
    const first = { preventDefault: vi.fn() };
    expect(recoverFromChunkError(first, { now: () => now, storage, reload })).toBe(true);
    expect(first.preventDefault).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.values.get(chunkReloadStorageKey)).toBe('5000000');

    now += 30_000;
    const second = { preventDefault: vi.fn() };
    expect(recoverFromChunkError(second, { now: () => now, storage, reload })).toBe(false);
    expect(second.preventDefault).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();

    now += 30_000;
    expect(
      recoverFromChunkError({ preventDefault: vi.fn() }, { now: () => now, storage, reload }),
    ).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('still reloads once without storage (blocked or full)', () => {
    const reload = vi.fn();
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(
      recoverFromChunkError(
        { preventDefault: vi.fn() },
        { now: () => 1, storage: throwing, reload },
      ),
    ).toBe(true);
    expect(
      recoverFromChunkError({ preventDefault: vi.fn() }, { now: () => 1, storage: null, reload }),
    ).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

/** React Router's own route module loader (lib/dom/ssr/routeModules.ts), reduced to how it reads its cache. */
async function reactRouterLoad(
  route: { id: string; module: string },
  cache: Record<string, unknown>,
  fallbackImport: (url: string) => Promise<unknown>,
) {
  if (route.id in cache) return cache[route.id];
  const module = await fallbackImport(route.module);
  cache[route.id] = module;
  return module;
}

describe('route module chunks behind the same guard', () => {
  const manifest = {
    routes: { root: { module: '/assets/root.js' }, brands: { module: '/assets/brands-1.js' } },
  };
  const unreachable = () =>
    Promise.reject(new Error('React Router imported the module itself, past the guard'));

  it('loads a route module through the guard and keeps it in the cache', async () => {
    const brands = { default: () => null };
    const importModule = vi.fn((url: string) =>
      Promise.resolve(url === '/assets/brands-1.js' ? brands : null),
    );
    const target: Record<string, unknown> = { root: { default: 'root' } };
    const cache = guardRouteModules(target, manifest, importModule, {
      now: () => 1,
      storage: memoryStorage(),
      reload: vi.fn(),
    });

    await expect(
      reactRouterLoad({ id: 'brands', module: '/assets/brands-1.js' }, cache, unreachable),
    ).resolves.toBe(brands);
    expect(target.brands).toBe(brands);
    await expect(
      reactRouterLoad({ id: 'brands', module: '/assets/brands-1.js' }, cache, unreachable),
    ).resolves.toBe(brands);
    expect(importModule).toHaveBeenCalledOnce();
  });

  it('leaves every other read of the cache alone: loaded modules as they are, unloaded ones absent', () => {
    const root = { default: 'root' };
    const cache = guardRouteModules<Record<string, unknown>>({ root }, manifest, vi.fn(), {
      now: () => 1,
      storage: null,
      reload: vi.fn(),
    });
    expect(cache.root).toBe(root);
    expect(cache.brands).toBeUndefined();
    expect('unknown' in cache).toBe(false);
    expect(Object.keys(cache)).toEqual(['root']);
  });

  it('reloads once for a failed route module, and within 60 s gives a page that throws, so the error layout shows', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 5_000_000;
    const cache = guardRouteModules(
      {},
      manifest,
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      { now: () => now, storage, reload },
    );

    const first = reactRouterLoad(
      { id: 'brands', module: '/assets/brands-1.js' },
      cache,
      unreachable,
    );
    const settled = await Promise.race([
      first.then(
        () => 'settled',
        () => 'settled',
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ]);
    expect(settled).toBe('pending');
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.values.get(chunkReloadStorageKey)).toBe('5000000');

    now += 30_000;
    const standIn = (await reactRouterLoad(
      { id: 'brands', module: '/assets/brands-1.js' },
      cache,
      unreachable,
    )) as { default: () => never };
    expect(() => standIn.default()).toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledOnce();
  });
});
