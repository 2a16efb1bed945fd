import { describe, expect, it } from 'vitest';
import { shopPath } from './shopPath';

describe('shopPath', () => {
  it('leaves paths of the default language without a prefix', () => {
    expect(shopPath('/p/soffor/bo', { locale: 'en' })).toBe('/p/soffor/bo');
  });
  it('prefixes other languages with their locale', () => {
    expect(shopPath('/p/soffor/bo', { locale: 'sv' })).toBe('/sv/p/soffor/bo');
    expect(shopPath('/', { locale: 'sv' })).toBe('/sv');
  });
  it('puts /{market}/{locale} first when markets are in the path', () => {
    expect(shopPath('/c/soffor', { locale: 'en', market: 'eu' })).toBe('/eu/en/c/soffor');
  });
  it('leaves external addresses alone', () => {
    expect(shopPath('https://example.com/x', { locale: 'sv' })).toBe('https://example.com/x');
    expect(shopPath('//cdn.example.com/x', { locale: 'sv' })).toBe('//cdn.example.com/x');
  });
});
