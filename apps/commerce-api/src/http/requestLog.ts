import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { sendJson } from './respond';

/** What the handlers learn of a request for its log line. */
export interface RequestLog {
  operation?: string;
  cacheable?: boolean;
  cached?: boolean;
}

type Handler = (
  request: IncomingMessage,
  response: ServerResponse,
  requestLog: RequestLog,
) => Promise<void>;

/**
 * An HTTP server that logs one line per request (method, path, status, time, GraphQL operation) and
 * answers a generic 500 for an unexpected error, whose stack goes to the log only.
 */
export function createLoggingServer(handle: Handler, log: (line: string) => void): Server {
  const server = createServer((request, response) => {
    const started = performance.now();
    const requestLog: RequestLog = {};
    response.on('finish', () => {
      const path = (request.url ?? '/').split('?')[0];
      const operation = `${requestLog.operation ? ` ${requestLog.operation}` : ''}${requestLog.cached ? ' (cached)' : ''}`;
      log(
        `${new Date().toISOString()} ${request.method} ${path} ${response.statusCode} ${(performance.now() - started).toFixed(1)}ms${operation}`,
      );
    });
    handle(request, response, requestLog).catch((error: unknown) => {
      log(`error ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!response.headersSent)
        sendJson(response, 500, { error: 'INTERNAL', message: 'Something went wrong' });
      else response.end();
    });
  });
  // Longer than the clients' idle keep-alive, so the server never closes a socket a client is about to reuse.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
