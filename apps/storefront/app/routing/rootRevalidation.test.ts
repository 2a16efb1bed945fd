// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rootShouldRevalidate } from './rootRevalidation';
import { routePrefixOf } from './routeVariants';

const navigation = (from: string, to: string, formMethod?: 'GET' | 'POST') =>
  rootShouldRevalidate({
    currentUrl: new URL(from, 'https://hemma.test'),
    nextUrl: new URL(to, 'https://hemma.test'),
    formMethod,
    defaultShouldRevalidate: true,
  });

describe('routePrefixOf', () => {
  it('is the market and language part the route table registers, and nothing of the screen path', () => {
    expect(routePrefixOf('/')).toBe('');
    expect(routePrefixOf('/c/furniture/sofas')).toBe('');
    expect(routePrefixOf('/p/2-seater-sofas/bo-2-seater-sofa-grey')).toBe('');
    expect(routePrefixOf('/sv')).toBe('/sv');
    expect(routePrefixOf('/sv/kassan')).toBe('/sv');
    expect(routePrefixOf('/se/sv/kassan')).toBe('/se/sv');
    expect(routePrefixOf('/se/en/checkout')).toBe('/se/en');
    // A market with a language it does not allow is no registered prefix: only the language is.
    expect(routePrefixOf('/eu/sv/kassan')).toBe('');
  });
});

describe('rootShouldRevalidate', () => {
  it('keeps the root data between pages of one language, whatever their first path segments', () => {
    expect(navigation('/c/furniture/sofas', '/p/2-seater-sofas/bo-2-seater-sofa-grey')).toBe(false);
    expect(navigation('/', '/checkout')).toBe(false);
    expect(navigation('/sv/', '/sv/kassan')).toBe(false);
    expect(navigation('/se/sv/', '/se/sv/kassan')).toBe(false);
  });

  it('asks again when the language or market changes, and after a form post', () => {
    expect(navigation('/about', '/sv/om')).toBe(true);
    expect(navigation('/se/sv/', '/se/en/')).toBe(true);
    expect(navigation('/checkout', '/checkout', 'POST')).toBe(true);
    expect(navigation('/checkout', '/search?q=sofa', 'GET')).toBe(false);
  });
});
