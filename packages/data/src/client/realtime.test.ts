import { gql } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './createApolloClient';
import { restartRealtime } from './realtimeRegistry';

/** A WebSocket stand-in at the network boundary: records what graphql-ws sends and lets the test answer. */
class RecordingSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static sockets: RecordingSocket[] = [];
  readyState = RecordingSocket.CONNECTING;
  sent: Record<string, unknown>[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    RecordingSocket.sockets.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code: number, reason: string) {
    this.closedWith = code;
    this.readyState = RecordingSocket.CLOSED;
    this.onclose?.({ code, reason, wasClean: true });
  }
  open() {
    this.readyState = RecordingSocket.OPEN;
    this.onopen?.();
  }
  receive(message: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const CartChanged = gql`
  subscription cartChanged {
    cartChanged {
      id
    }
  }
`;

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('realtime subscriptions', () => {
  it('runs subscriptions over graphql-ws with the API key and token, and restarts on demand', async () => {
    RecordingSocket.sockets = [];
    let token = 'first';
    const client = createApolloClient({
      endpoint: 'http://127.0.0.1:9/graphql',
      wsEndpoint: 'ws://127.0.0.1:9/graphql',
      webSocketImpl: RecordingSocket,
      apiKey: 'k',
      getToken: () => token,
      channelId: '1',
      marketId: 'se',
      languageId: 'sv-SE',
    });
    const received: unknown[] = [];
    const subscription = client
      .subscribe({ query: CartChanged })
      .subscribe((result) => received.push(result.data));
    await vi.waitFor(() => expect(RecordingSocket.sockets).toHaveLength(1), { timeout: 5_000 });
    const socket = RecordingSocket.sockets[0]!;
    expect(socket.url).toBe('ws://127.0.0.1:9/graphql');
    expect(socket.protocol).toBe('graphql-transport-ws');
    socket.open();
    await vi.waitFor(() => expect(socket.sent).toHaveLength(1), { timeout: 5_000 });
    expect(socket.sent[0]).toEqual({
      type: 'connection_init',
      payload: { headers: { 'X-ApiKey': 'k', Authorization: 'Bearer first' } },
    });
    socket.receive({ type: 'connection_ack' });
    await vi.waitFor(() => expect(socket.sent.some((m) => m.type === 'subscribe')).toBe(true), {
      timeout: 5_000,
    });
    const subscribe = socket.sent.find((m) => m.type === 'subscribe') as {
      id: string;
      payload: { variables: unknown };
    };
    expect(subscribe.payload.variables).toEqual({
      channelId: '1',
      marketId: 'se',
      languageId: 'sv-SE',
    });
    socket.receive({
      type: 'next',
      id: subscribe.id,
      payload: { data: { cartChanged: { __typename: 'CartType', id: 'c1' } } },
    });
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5_000 });
    expect(received).toEqual([{ cartChanged: { __typename: 'CartType', id: 'c1' } }]);

    token = 'second';
    restartRealtime(client);
    expect(socket.closedWith).toBe(4205);
    await vi.waitFor(() => expect(RecordingSocket.sockets).toHaveLength(2), { timeout: 5_000 });
    const next = RecordingSocket.sockets[1]!;
    next.open();
    await vi.waitFor(() => expect(next.sent).toHaveLength(1), { timeout: 5_000 });
    expect(next.sent[0]).toMatchObject({
      payload: { headers: { Authorization: 'Bearer second' } },
    });
    subscription.unsubscribe();
  });

  it('opens no socket without a websocket endpoint or on the server', async () => {
    RecordingSocket.sockets = [];
    const base = {
      endpoint: 'http://127.0.0.1:9/graphql',
      apiKey: 'k',
      channelId: '1',
      marketId: 'se',
      languageId: 'sv',
    };
    createApolloClient({ ...base, webSocketImpl: RecordingSocket });
    createApolloClient({
      ...base,
      ssr: true,
      wsEndpoint: 'ws://127.0.0.1:9/graphql',
      webSocketImpl: RecordingSocket,
    });
    await tick();
    expect(RecordingSocket.sockets).toHaveLength(0);
  });
});
