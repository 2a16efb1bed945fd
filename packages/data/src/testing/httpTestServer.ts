import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: Record<string, unknown> | undefined;
}

export type Responder = (request: RecordedRequest, response: ServerResponse) => void;

export interface HttpTestServer {
  url: string;
  requests: RecordedRequest[];
  respond: (responder: Responder) => void;
  close: () => Promise<void>;
}

/** A real HTTP server on a free local port: tests mock the network at its boundary only. */
export async function startHttpTestServer(): Promise<HttpTestServer> {
  const requests: RecordedRequest[] = [];
  let responder: Responder = (_request, response) => {
    response.writeHead(500).end();
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: Record<string, unknown> | undefined;
      try {
        json = JSON.parse(body) as Record<string, unknown>;
      } catch {
        json = undefined;
      }
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
        json,
      };
      requests.push(recorded);
      responder(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond: (next) => {
      responder = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response
    .writeHead(status, { 'content-type': 'application/json', ...headers })
    .end(JSON.stringify(body));
}
