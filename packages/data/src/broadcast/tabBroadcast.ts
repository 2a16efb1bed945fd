/** What one tab tells the others (spec section 4: cross-tab). */
export const broadcastTopics = ['auth', 'cart', 'market', 'checkoutMarket'] as const;
export type BroadcastTopic = (typeof broadcastTopics)[number];

/** How often the fallback looks for changes when BroadcastChannel is missing (spec section 9). */
export const fallbackIntervalMs = 3000;

type Listener = (value: unknown) => void;

export interface TabBroadcast {
  publish(topic: BroadcastTopic, value: unknown): void;
  subscribe(topic: BroadcastTopic, listener: Listener): () => void;
  close(): void;
}

export interface TabBroadcastOptions {
  /** The shared channel name (the product prefix). */
  name: string;
  /** Defaults to the runtime's BroadcastChannel; pass null to force the fallback. */
  BroadcastChannel?: typeof BroadcastChannel | null;
  /** The fallback's shared store; defaults to localStorage. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  intervalMs?: number;
}

interface Envelope {
  topic: BroadcastTopic;
  value: unknown;
  sender: string;
  stamp: number;
}

const isTopic = (value: unknown): value is BroadcastTopic =>
  broadcastTopics.includes(value as BroadcastTopic);

/**
 * Auth, cart, market and checkout-market changes shared between tabs. Over BroadcastChannel
 * where it exists; otherwise each change is written to shared storage and every tab looks for
 * newer entries every 3000 ms. A tab never hears its own messages.
 */
export function createTabBroadcast(options: TabBroadcastOptions): TabBroadcast {
  const listeners = new Map<BroadcastTopic, Set<Listener>>();
  const deliver = (topic: BroadcastTopic, value: unknown) => {
    for (const listener of listeners.get(topic) ?? []) listener(value);
  };
  const subscribe = (topic: BroadcastTopic, listener: Listener) => {
    const set = listeners.get(topic) ?? new Set<Listener>();
    listeners.set(topic, set);
    set.add(listener);
    return () => set.delete(listener);
  };

  const Channel =
    options.BroadcastChannel === undefined ? globalThis.BroadcastChannel : options.BroadcastChannel;
  if (Channel) {
    const channel = new Channel(options.name);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data as Partial<Envelope> | null;
      if (data && isTopic(data.topic)) deliver(data.topic, data.value);
    };
    return {
      publish: (topic, value) => channel.postMessage({ topic, value }),
      subscribe,
      close: () => channel.close(),
    };
  }

  const storage = options.storage ?? globalThis.localStorage;
  const sender = crypto.randomUUID();
  const key = (topic: BroadcastTopic) => `${options.name}:broadcast:${topic}`;
  const read = (topic: BroadcastTopic): Envelope | undefined => {
    try {
      return JSON.parse(storage.getItem(key(topic)) ?? 'null') ?? undefined;
    } catch {
      return undefined;
    }
  };
  // Whatever was stored before this tab opened is history, not news.
  const lastSeen = new Map(broadcastTopics.map((topic) => [topic, read(topic)?.stamp ?? 0]));
  let counter = 0;
  const timer = setInterval(() => {
    for (const topic of broadcastTopics) {
      const entry = read(topic);
      if (!entry || entry.stamp <= (lastSeen.get(topic) ?? 0)) continue;
      lastSeen.set(topic, entry.stamp);
      if (entry.sender !== sender) deliver(topic, entry.value);
    }
  }, options.intervalMs ?? fallbackIntervalMs);

  return {
    publish: (topic, value) => {
      // Date.now() orders messages between tabs; the counter separates two in the same millisecond.
      const stamp = Math.max(Date.now(), (lastSeen.get(topic) ?? 0) + 1, ++counter);
      lastSeen.set(topic, stamp);
      storage.setItem(
        key(topic),
        JSON.stringify({ topic, value, sender, stamp } satisfies Envelope),
      );
    },
    subscribe,
    close: () => clearInterval(timer),
  };
}
