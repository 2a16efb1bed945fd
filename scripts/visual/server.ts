import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Resolves a request path inside `root`, or undefined when it tries to leave it. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(urlPath, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
  const file = normalize(join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
  return file === root || file.startsWith(root.endsWith(sep) ? root : root + sep)
    ? file
    : undefined;
}

const pictureWidthPath = /^(.*\/images\/[a-z]+\/)\d+(\/[a-z0-9-]+\.webp)$/;

/**
 * Pictures are copied for stories at /images/<kind>/<width>/<file>. Which srcset candidate
 * Chromium picks depends on what its image cache already holds (an earlier story may have loaded
 * a wider copy), and two copies scale to different pixels. Every width of a picture is answered
 * with its widest copy, so the candidate no longer matters to the screenshot.
 */
export function widestPictureResolver(root: string): (file: string) => Promise<string> {
  const widthsByFolder = new Map<string, Promise<number[]>>();
  const widths = (kindFolder: string) => {
    let found = widthsByFolder.get(kindFolder);
    if (!found) {
      found = readdir(kindFolder)
        .then((names) => names.filter((name) => /^\d+$/.test(name)).map(Number))
        .then((numbers) => numbers.sort((a, b) => b - a))
        .catch(() => []);
      widthsByFolder.set(kindFolder, found);
    }
    return found;
  };
  return async (file) => {
    const match = pictureWidthPath.exec(file);
    if (!match || !file.startsWith(root)) return file;
    const [, kindFolder, picture] = match as unknown as [string, string, string];
    for (const width of await widths(kindFolder)) {
      const candidate = `${kindFolder}${width}${picture}`;
      if (
        await stat(candidate).then(
          (info) => info.isFile(),
          () => false,
        )
      )
        return candidate;
    }
    return file;
  };
}

/** Serves a static folder (the built Storybook) on a free loopback port. */
export async function serveStatic(root: string): Promise<StaticServer> {
  const widestPicture = widestPictureResolver(root);
  const server: Server = createServer(async (request, response) => {
    const requested = resolveInside(root, request.url ?? '/');
    const file = requested && (await widestPicture(requested));
    const info = file ? await stat(file).catch(() => undefined) : undefined;
    if (!file || !info?.isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': info.size,
      // Files do not change during a run; cached scripts also reuse V8's compiled code.
      'cache-control': 'max-age=3600',
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(file).pipe(response);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
