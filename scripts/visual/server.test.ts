import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveInside, serveStatic, widestPictureResolver } from './server.ts';

describe('static server', () => {
  it('serves files of the folder with their content type', async () => {
    const root = await mkdtemp(join(tmpdir(), 'visual-server-'));
    await writeFile(join(root, 'index.json'), '{"v":5}');
    const server = await serveStatic(root);
    try {
      const response = await fetch(`${server.url}/index.json?x=1`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ v: 5 });
      expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('never resolves a path outside the folder', () => {
    expect(resolveInside('/srv/sb', '/iframe.html')).toBe('/srv/sb/iframe.html');
    // Dot segments are resolved by the URL parser and cannot climb above the root...
    expect(resolveInside('/srv/sb', '/../secret')).toBe('/srv/sb/secret');
    expect(resolveInside('/srv/sb', '/%2e%2e/secret')).toBe('/srv/sb/secret');
    // ...but encoded slashes are decoded after parsing, so the folder check must catch them.
    expect(resolveInside('/srv/sb', '/a%2f..%2f..%2fetc/passwd')).toBeUndefined();
    expect(resolveInside('/srv/sb', '/..%2fsb-other/x')).toBeUndefined();
  });

  it('answers every width of a picture with its widest copy', async () => {
    const root = await mkdtemp(join(tmpdir(), 'visual-pictures-'));
    for (const width of ['320', '640', '1440'])
      await mkdir(join(root, 'images/product', width), { recursive: true });
    await writeFile(join(root, 'images/product/320/chair.webp'), 'small');
    await writeFile(join(root, 'images/product/640/chair.webp'), 'wide');
    await writeFile(join(root, 'images/product/320/lamp.webp'), 'only');
    const widest = widestPictureResolver(root);
    expect(await widest(join(root, 'images/product/320/chair.webp'))).toBe(
      join(root, 'images/product/640/chair.webp'),
    );
    expect(await widest(join(root, 'images/product/960/chair.webp'))).toBe(
      join(root, 'images/product/640/chair.webp'),
    );
    expect(await widest(join(root, 'images/product/640/lamp.webp'))).toBe(
      join(root, 'images/product/320/lamp.webp'),
    );
    expect(await widest(join(root, 'iframe.html'))).toBe(join(root, 'iframe.html'));
    const server = await serveStatic(root);
    try {
      expect(await (await fetch(`${server.url}/images/product/320/chair.webp`)).text()).toBe(
        'wide',
      );
    } finally {
      await server.close();
    }
  });
});
