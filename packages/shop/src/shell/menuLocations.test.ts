import { describe, expect, it } from 'vitest';
import { menuLocationId } from './menuLocations';

describe('menu location ids', () => {
  it('uses main-desktop, main-mobile, top-bar and footer-first/second/third for Swedish', () => {
    expect(
      ['mainDesktop', 'mainMobile', 'topBar', 'footerFirst', 'footerSecond', 'footerThird'].map(
        (place) => menuLocationId(place as Parameters<typeof menuLocationId>[0], 'sv'),
      ),
    ).toEqual([
      'main-desktop',
      'main-mobile',
      'top-bar',
      'footer-first',
      'footer-second',
      'footer-third',
    ]);
  });

  it('adds the -com suffix for English', () => {
    expect(menuLocationId('mainDesktop', 'en')).toBe('main-desktop-com');
    expect(menuLocationId('footerThird', 'en')).toBe('footer-third-com');
  });
});
