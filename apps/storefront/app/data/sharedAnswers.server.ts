import type { RouterContextProvider } from 'react-router';
import { apiVariablesOf } from '@hemma/data';
import { serverConfig } from '../config/env.server';
import { requireRequestState } from '../server/requestMiddleware.server';

export interface SharedAnswerCacheOptions {
  /** How long an answer is served before it is loaded again. */
  ttlMs: number;
  /** At most this many answers are kept; the oldest goes first. */
  maxEntries: number;
  now?: () => number;
}

export interface SharedAnswerCache {
  /** The answer kept under `key`, or the one `load` gives (kept, frozen, until `ttlMs` has passed). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/** Freezes an answer all the way down: a page that tried to change a shared answer would fail loudly. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Answers kept in the server's memory for a short time and shared by every request that asks the
 * same question. Requests that arrive while an answer loads wait for that one load. A failed load
 * is not kept: the next request tries again.
 */
export function createSharedAnswerCache({
  ttlMs,
  maxEntries,
  now = Date.now,
}: SharedAnswerCacheOptions): SharedAnswerCache {
  const entries = new Map<string, { expires: number; answer: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept && kept.expires > now()) return kept.answer as Promise<T>;
      entries.delete(key);
      const answer = load().then(deepFreeze);
      const entry = { expires: now() + ttlMs, answer };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      answer.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return answer;
    },
    clear() {
      entries.clear();
    },
  };
}

let catalogueAnswers: SharedAnswerCache | undefined;

/**
 * The shell's menus and the widget areas: the same for every visitor of a channel, market and
 * language (the API answers them from the catalogue alone), and asked on every page. None when
 * the configuration turns sharing off (CATALOGUE_CACHE_SECONDS=0).
 */
function configuredCatalogueAnswers(): SharedAnswerCache | null {
  const seconds = serverConfig().catalogueCacheSeconds;
  if (seconds === 0) return null;
  catalogueAnswers ??= createSharedAnswerCache({ ttlMs: seconds * 1000, maxEntries: 500 });
  return catalogueAnswers;
}

/**
 * A catalogue answer shared by the anonymous visitors of one channel, market and language (the
 * key also holds the question's name and variables). A signed-in visitor's request always asks
 * the API itself, so nothing loaded with a visitor's token is ever kept or handed to another.
 */
export function sharedCatalogueAnswer<T>(
  context: Readonly<RouterContextProvider>,
  question: { name: string; variables: object },
  load: () => Promise<T>,
  cache: SharedAnswerCache | null = configuredCatalogueAnswers(),
): Promise<T> {
  const state = requireRequestState(context);
  if (state.authenticated || !cache) return load();
  const key = JSON.stringify([question.name, apiVariablesOf(state), question.variables]);
  return cache.get(key, load);
}
