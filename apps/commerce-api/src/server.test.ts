import { describe, expect, it } from 'vitest';
import { apiUrl, errorCode, gql } from './testing/client';

describe('commerce-api over HTTP', () => {
  it('answers /health', async () => {
    const response = await fetch(`${apiUrl()}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('requires the X-ApiKey header, with a clear error when it is missing', async () => {
    const answer = await gql('{ channels { id } }', {}, { apiKey: null });
    expect(answer.status).toBe(401);
    expect(errorCode(answer)).toBe('API_KEY_MISSING');
    expect(answer.errors?.[0]?.message).toBe('An API key is required in the X-ApiKey header');
  });

  it('rejects a wrong API key', async () => {
    const answer = await gql('{ channels { id } }', {}, { apiKey: 'wrong' });
    expect(answer.status).toBe(403);
    expect(errorCode(answer)).toBe('API_KEY_INVALID');
  });

  it('serves both sales channels at /graphql with a valid key', async () => {
    const answer = await gql<{ channels: { id: string }[] }>('query channels { channels { id } }');
    expect(answer.data.channels.map((channel) => channel.id)).toEqual(['1|se', '3|com']);
  });

  it('answers an unknown path with 404', async () => {
    expect((await fetch(`${apiUrl()}/nothing-here`)).status).toBe(404);
  });

  it('serves product pictures as WebP at several widths with long cache headers', async () => {
    const answer = await gql<{ products: { products: { images: string[] }[] } }>(
      '{ products(take: 1) { products { images } } }',
    );
    const fileName = answer.data.products.products[0]?.images[0];
    for (const width of [320, 640]) {
      const response = await fetch(`${apiUrl()}/images/product/${width}/${fileName}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const body = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(body.slice(8, 12))).toBe('WEBP');
    }
  });

  it('serves CMS, category and logo pictures, and 404 for unknown names or widths', async () => {
    expect((await fetch(`${apiUrl()}/images/cms/640/hero-living-room.webp`)).status).toBe(200);
    expect((await fetch(`${apiUrl()}/images/category/320/category-sofas.webp`)).status).toBe(200);
    expect((await fetch(`${apiUrl()}/images/logo/320/brand-nordvik.webp`)).status).toBe(200);
    expect((await fetch(`${apiUrl()}/images/product/321/hero-living-room.webp`)).status).toBe(404);
    expect((await fetch(`${apiUrl()}/images/product/320/no-such-picture.webp`)).status).toBe(404);
  });
});
