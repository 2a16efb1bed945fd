// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createSharedAnswerCache, sharedCatalogueAnswer } from './sharedAnswers.server';
import { requestContextFor } from './testing/requestContextFor';

const contextFor = requestContextFor;

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createSharedAnswerCache', () => {
  it('loads an answer once and serves it to later requests until its time is up', async () => {
    const time = clock();
    const cache = createSharedAnswerCache({ ttlMs: 30_000, maxEntries: 10, now: time.now });
    const load = vi.fn(async () => ({ items: ['sofas'] }));
    await expect(cache.get('menu', load)).resolves.toEqual({ items: ['sofas'] });
    time.advance(29_999);
    await cache.get('menu', load);
    expect(load).toHaveBeenCalledTimes(1);
    time.advance(1);
    await cache.get('menu', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets requests that arrive during a load wait for that same load', async () => {
    const cache = createSharedAnswerCache({ ttlMs: 30_000, maxEntries: 10 });
    let finish: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = cache.get('area', load);
    const second = cache.get('area', load);
    finish('answer');
    await expect(Promise.all([first, second])).resolves.toEqual(['answer', 'answer']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no failed load: the next request asks again', async () => {
    const cache = createSharedAnswerCache({ ttlMs: 30_000, maxEntries: 10 });
    await expect(cache.get('menu', () => Promise.reject(new Error('API down')))).rejects.toThrow(
      'API down',
    );
    await expect(cache.get('menu', async () => 'menu')).resolves.toBe('menu');
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const cache = createSharedAnswerCache({ ttlMs: 30_000, maxEntries: 2 });
    const load = vi.fn(async () => 'answer');
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('freezes a kept answer, so no page can change what the next one is served', async () => {
    const cache = createSharedAnswerCache({ ttlMs: 30_000, maxEntries: 10 });
    const answer = await cache.get('menu', async () => ({ items: [{ title: 'Sofas' }] }));
    expect(() => {
      (answer.items[0] as { title: string }).title = 'Changed';
    }).toThrow(TypeError);
    expect(() => answer.items.push({ title: 'More' })).toThrow(TypeError);
  });
});

describe('sharedCatalogueAnswer', () => {
  const question = { name: 'shellMenus', variables: { language: 'en' } };

  it('shares an answer between anonymous visitors of the same channel, market and language', async () => {
    const cache = createSharedAnswerCache({ ttlMs: 30_000, maxEntries: 10 });
    const load = vi.fn(async () => 'menus');
    await sharedCatalogueAnswer(contextFor('se', 'sv'), question, load, cache);
    await sharedCatalogueAnswer(contextFor('se', 'sv'), question, load, cache);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps one answer per channel, market and language', async () => {
    const cache = createSharedAnswerCache({ ttlMs: 30_000, maxEntries: 10 });
    const load = vi.fn(async () => 'menus');
    await sharedCatalogueAnswer(contextFor('se', 'sv'), question, load, cache);
    await sharedCatalogueAnswer(contextFor('se', 'en'), question, load, cache);
    await sharedCatalogueAnswer(contextFor('fi', 'sv'), question, load, cache);
    await sharedCatalogueAnswer(contextFor('dk', 'en'), question, load, cache);
    expect(load).toHaveBeenCalledTimes(4);
    const answers = await Promise.all(
      (['se', 'fi', 'dk'] as const).map((market) =>
        sharedCatalogueAnswer(contextFor(market, 'en'), question, load, cache),
      ),
    );
    expect(answers).toEqual(['menus', 'menus', 'menus']);
    // se/en and dk/en were kept; fi/en is a new key.
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('keeps one answer per question and variables', async () => {
    const cache = createSharedAnswerCache({ ttlMs: 30_000, maxEntries: 10 });
    const load = vi.fn(async () => 'area');
    const context = contextFor('se', 'sv');
    await sharedCatalogueAnswer(context, { name: 'widgetArea', variables: { a: 1 } }, load, cache);
    await sharedCatalogueAnswer(context, { name: 'widgetArea', variables: { a: 2 } }, load, cache);
    await sharedCatalogueAnswer(context, { name: 'shellMenus', variables: { a: 1 } }, load, cache);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("never keeps nor serves a kept answer for a signed-in visitor's request", async () => {
    const cache = createSharedAnswerCache({ ttlMs: 30_000, maxEntries: 10 });
    const signedIn = vi.fn(async () => 'menus with a personal touch');
    await sharedCatalogueAnswer(contextFor('se', 'sv', true), question, signedIn, cache);
    await sharedCatalogueAnswer(contextFor('se', 'sv', true), question, signedIn, cache);
    expect(signedIn).toHaveBeenCalledTimes(2);
    const anonymous = vi.fn(async () => 'menus');
    await expect(
      sharedCatalogueAnswer(contextFor('se', 'sv'), question, anonymous, cache),
    ).resolves.toBe('menus');
    expect(anonymous).toHaveBeenCalledTimes(1);
  });

  it('asks every time when sharing is off (CATALOGUE_CACHE_SECONDS=0: no cache)', async () => {
    const load = vi.fn(async () => 'menus');
    await sharedCatalogueAnswer(contextFor('se', 'sv'), question, load, null);
    await sharedCatalogueAnswer(contextFor('se', 'sv'), question, load, null);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
