import { useEffect } from 'react';

/** Spec section 9: a chunk-load failure reloads the page at most once per 60 s. */
export const chunkReloadGuardMs = 60_000;
/** When the last chunk reload happened (ms since the epoch), kept for the tab's session across the reload. */
export const chunkReloadStorageKey = 'hemma-chunk-reload-at';

export interface ChunkReloadEnvironment {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
}

/** Whether a chunk failure now may reload the page: never twice within the guard interval. */
export function mayReloadForChunk(
  now: number,
  lastReloadAt: number | null,
  guardMs = chunkReloadGuardMs,
): boolean {
  return (
    lastReloadAt === null ||
    !Number.isFinite(lastReloadAt) ||
    now - lastReloadAt >= guardMs ||
    now < lastReloadAt
  );
}

function lastReloadOf(storage: ChunkReloadEnvironment['storage']): number | null {
  try {
    const value = storage?.getItem(chunkReloadStorageKey);
    return value ? Number(value) : null;
  } catch {
    return null;
  }
}

/**
 * Decides on a chunk that failed to load: reloads once, so a visitor holding an old page after a
 * deploy gets the new chunks; within 60 s of that reload it does nothing, so the failure
 * propagates, the route's load fails and the error layout shows instead of a reload loop.
 * Returns whether it reloaded.
 */
export function reloadOnceForChunk(environment: ChunkReloadEnvironment): boolean {
  const now = environment.now();
  if (!mayReloadForChunk(now, lastReloadOf(environment.storage))) return false;
  try {
    environment.storage?.setItem(chunkReloadStorageKey, String(now));
  } catch {
    // Storage may be full or blocked: without it the reload still happens once for this page.
  }
  environment.reload();
  return true;
}

/** Vite's cancelable `vite:preloadError` (a chunk Vite loads): cancelled when the page reloads for it. */
export function recoverFromChunkError(
  event: Pick<Event, 'preventDefault'>,
  environment: ChunkReloadEnvironment,
): boolean {
  const reloaded = reloadOnceForChunk(environment);
  if (reloaded) event.preventDefault();
  return reloaded;
}

/** The stand-in for a route module that failed to load: its page throws the failure to the error boundary. */
export function routeModuleUnavailable(error: unknown): { default: () => never } {
  return {
    default: function RouteModuleUnavailable(): never {
      throw error instanceof Error ? error : new Error(String(error));
    },
  };
}

/** Where React Router finds a route's module: the manifest entry by route id (routes found later are added to it). */
export interface RouteModuleManifest {
  routes: Record<string, { module: string } | undefined>;
}

/**
 * Route modules go through the same guard. React Router imports a route's module itself, outside
 * Vite's loader, and on a failed import reloads the page unconditionally, however often it
 * happens. Its loader first asks `id in cache` and then returns `cache[id]` (react-router
 * lib/dom/ssr/routeModules.ts), so a proxy over the route module cache answers that pair for a
 * module not loaded yet with its own import, stored in the cache when it loads. On a failure it
 * reloads once per 60 s; otherwise it hands React Router a stand-in module whose page throws the
 * import error, so the root error boundary shows the error layout (a rejected import would leave
 * React Router showing an empty page). Any other read of the cache sees the plain object. The
 * e2e suite (shell.test.ts) blocks a route module to catch a React Router release that loads
 * modules another way.
 */
export function guardRouteModules<Cache extends Record<string, unknown>>(
  cache: Cache,
  manifest: RouteModuleManifest,
  importModule: (url: string) => Promise<unknown>,
  environment: ChunkReloadEnvironment,
): Cache {
  const loading = new Map<string, Promise<unknown>>();
  // The id `in` just answered for: only the read that follows it at once gets the import.
  let askedFor: string | null = null;
  const load = (id: string, url: string) => {
    const started =
      loading.get(id) ??
      importModule(url).then(
        (module) => {
          (cache as Record<string, unknown>)[id] = module;
          loading.delete(id);
          return module;
        },
        (error: unknown) => {
          loading.delete(id);
          // While the page reloads, the navigation stays pending, as React Router's own reload leaves it.
          if (reloadOnceForChunk(environment)) return new Promise<never>(() => {});
          const unavailable = routeModuleUnavailable(error);
          (cache as Record<string, unknown>)[id] = unavailable;
          return unavailable;
        },
      );
    loading.set(id, started);
    return started;
  };
  return new Proxy(cache, {
    has(target, id) {
      if (Reflect.has(target, id)) return true;
      if (typeof id !== 'string' || !manifest.routes[id]?.module) return false;
      askedFor = id;
      queueMicrotask(() => {
        askedFor = null;
      });
      return true;
    },
    get(target, id, receiver) {
      if (typeof id === 'string' && id === askedFor && !Reflect.has(target, id)) {
        askedFor = null;
        const url = manifest.routes[id]?.module;
        if (url) return load(id, url);
      }
      return Reflect.get(target, id, receiver) as unknown;
    },
  });
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function browserEnvironment(): ChunkReloadEnvironment {
  return { now: Date.now, storage: sessionStorageOrNull(), reload: () => window.location.reload() };
}

interface RouterGlobals {
  __reactRouterRouteModules?: Record<string, unknown>;
  __reactRouterManifest?: RouteModuleManifest;
}

/** Puts React Router's route module loading behind the guard; call before the router hydrates. */
export function guardRouteModuleLoading(): void {
  const globals = window as unknown as RouterGlobals;
  const { __reactRouterRouteModules: cache, __reactRouterManifest: manifest } = globals;
  if (!cache || !manifest) return;
  globals.__reactRouterRouteModules = guardRouteModules(
    cache,
    manifest,
    (url) => import(/* @vite-ignore */ url),
    browserEnvironment(),
  );
}

/** Listens for chunk-load failures for the life of the document. */
export function useChunkLoadRecovery(): void {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      recoverFromChunkError(event, browserEnvironment());
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
}
