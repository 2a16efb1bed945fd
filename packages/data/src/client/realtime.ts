import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import { requestHeaders } from './contextLinks';

export interface RealtimeOptions {
  wsEndpoint: string;
  apiKey: string;
  getToken: () => string | null | undefined;
  /** A WebSocket implementation where the runtime has none (Node 20 tests). */
  webSocketImpl?: unknown;
}

export interface Realtime {
  link: GraphQLWsLink;
  client: Client;
  /** Reconnects so the server sees the current token (after login or logout). */
  restart: () => void;
}

const OPEN = 1;

/**
 * Subscriptions over graphql-ws; the headers travel in the connection parameters. `restart`
 * follows graphql-ws's restartable-client recipe: close the open socket with a retryable code and
 * let the client reconnect with fresh connection parameters.
 */
export function createRealtime(options: RealtimeOptions): Realtime {
  let restartRequested = false;
  let restart = () => {
    restartRequested = true;
  };
  const client = createClient({
    url: options.wsEndpoint,
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    // A restart reconnects at once; repeated failures back off up to 30 s.
    retryWait: (retries) =>
      new Promise((resolve) =>
        setTimeout(resolve, retries === 0 ? 0 : Math.min(1000 * 2 ** retries, 30_000)),
      ),
    connectionParams: () => ({ headers: requestHeaders(options.apiKey, options.getToken()) }),
    ...(options.webSocketImpl ? { webSocketImpl: options.webSocketImpl } : {}),
    on: {
      opened: (socket) => {
        const ws = socket as { readyState: number; close: (code: number, reason: string) => void };
        restart = () => {
          if (ws.readyState === OPEN) ws.close(4205, 'Client Restart');
          else restartRequested = true;
        };
        if (restartRequested) {
          restartRequested = false;
          restart();
        }
      },
    },
  });
  return { link: new GraphQLWsLink(client), client, restart: () => restart() };
}
