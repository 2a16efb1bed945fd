import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTabBroadcast, fallbackIntervalMs } from './tabBroadcast';

class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createTabBroadcast over BroadcastChannel', () => {
  it('tells other tabs about auth, cart, market and checkout-market changes, never the sender', async () => {
    const first = createTabBroadcast({ name: 'hemma-test' });
    const second = createTabBroadcast({ name: 'hemma-test' });
    const heardBySecond: unknown[] = [];
    const heardByFirst: unknown[] = [];
    second.subscribe('cart', (value) => heardBySecond.push(['cart', value]));
    second.subscribe('auth', (value) => heardBySecond.push(['auth', value]));
    second.subscribe('market', (value) => heardBySecond.push(['market', value]));
    second.subscribe('checkoutMarket', (value) => heardBySecond.push(['checkoutMarket', value]));
    first.subscribe('cart', (value) => heardByFirst.push(value));

    first.publish('cart', { id: 'c1' });
    first.publish('auth', null);
    first.publish('market', 'se');
    first.publish('checkoutMarket', 'fi');
    await vi.waitFor(() => expect(heardBySecond).toHaveLength(4), { timeout: 5_000 });
    expect(heardBySecond).toEqual([
      ['cart', { id: 'c1' }],
      ['auth', null],
      ['market', 'se'],
      ['checkoutMarket', 'fi'],
    ]);
    expect(heardByFirst).toEqual([]);
    first.close();
    second.close();
  });
});

describe('createTabBroadcast fallback without BroadcastChannel (3000 ms polling)', () => {
  it('delivers a change to another tab at the next 3000 ms poll, not before', () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const first = createTabBroadcast({ name: 'hemma', BroadcastChannel: null, storage });
    const second = createTabBroadcast({ name: 'hemma', BroadcastChannel: null, storage });
    const heard = vi.fn();
    const heardBySender = vi.fn();
    second.subscribe('market', heard);
    first.subscribe('market', heardBySender);

    first.publish('market', 'fi');
    vi.advanceTimersByTime(fallbackIntervalMs - 1);
    expect(heard).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(heard).toHaveBeenCalledExactlyOnceWith('fi');

    vi.advanceTimersByTime(fallbackIntervalMs * 3);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heardBySender).not.toHaveBeenCalled();
    first.close();
    second.close();
  });

  it('delivers each of two quick changes to the same topic only as the newest', () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const first = createTabBroadcast({ name: 'hemma', BroadcastChannel: null, storage });
    const second = createTabBroadcast({ name: 'hemma', BroadcastChannel: null, storage });
    const heard = vi.fn();
    second.subscribe('cart', heard);
    first.publish('cart', 'a');
    first.publish('cart', 'b');
    vi.advanceTimersByTime(fallbackIntervalMs);
    expect(heard.mock.calls).toEqual([['b']]);
    first.close();
    second.close();
  });

  it('ignores what was stored before the tab opened, and stops polling when closed', () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const first = createTabBroadcast({ name: 'hemma', BroadcastChannel: null, storage });
    first.publish('auth', 'old');
    const late = createTabBroadcast({ name: 'hemma', BroadcastChannel: null, storage });
    const heard = vi.fn();
    late.subscribe('auth', heard);
    vi.advanceTimersByTime(fallbackIntervalMs);
    expect(heard).not.toHaveBeenCalled();

    late.close();
    vi.advanceTimersByTime(1);
    first.publish('auth', 'new');
    vi.advanceTimersByTime(fallbackIntervalMs * 2);
    expect(heard).not.toHaveBeenCalled();
    first.close();
  });
});
