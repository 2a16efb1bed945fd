import type { IncomingMessage, ServerResponse } from 'node:http';

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** An error in GraphQL's shape, for requests refused before GraphQL runs (a key, a body size). */
export function sendGraphqlError(
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
) {
  sendJson(response, status, { errors: [{ message, extensions: { code } }] });
}

export function sendNotFound(response: ServerResponse, message: string) {
  sendJson(response, 404, { error: 'NOT_FOUND', message });
}

const MAX_BODY_BYTES = 1024 * 1024;

/** The request body as text, or null when it is larger than a megabyte. */
export async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
