import { describe, expect, it } from 'vitest';
import {
  baseTokens,
  breakpoints,
  layout,
  makeTokens,
  defineThemes,
  themeNamed,
  themes,
  timing,
  viewportClassOf,
} from './index';

describe('tokens', () => {
  it('holds the spec constants once: breakpoints 768/1024/1300/1920', () => {
    expect(breakpoints).toEqual({ tablet: 768, laptop: 1024, desktop: 1300, desktopBig: 1920 });
  });

  it('holds header 60/80, top bar 34/44, containers 1920/1000 and logo 300x50 as tokens', () => {
    expect(layout.headerHeight).toEqual({ mobile: 60, desktop: 80 });
    expect(baseTokens.layout.headerHeightMobile).toBe('60px');
    expect(baseTokens.layout.headerHeightDesktop).toBe('80px');
    expect(baseTokens.layout.topBarHeightMobile).toBe('34px');
    expect(baseTokens.layout.topBarHeightDesktop).toBe('44px');
    expect(baseTokens.layout.containerMaxWidth).toBe('1920px');
    expect(baseTokens.layout.containerNarrowMaxWidth).toBe('1000px');
    expect([baseTokens.layout.logoWidth, baseTokens.layout.logoHeight]).toEqual(['300px', '50px']);
  });

  it('holds the search input 231 px wide and its suggestions 270 px high on desktop (spec section 9)', () => {
    expect(layout.search).toEqual({ inputWidth: 231, suggestionsHeight: 270 });
    expect(baseTokens.layout.searchInputWidth).toBe('231px');
    expect(baseTokens.layout.searchSuggestionsHeight).toBe('270px');
  });

  it('keeps its sizes on scales that grow: logos, controls and thumbnails', () => {
    const pixels = (values: string[]) => values.map((value) => Number.parseFloat(value));
    const { layout: l, control: c, size } = baseTokens;
    const logos = pixels([l.logoHeightS, l.logoHeightM, l.logoHeightL, l.logoHeight]);
    const controls = pixels([c.heightXS, c.heightS, c.heightM, c.heightL, c.heightXL]);
    const thumbnails = pixels([size.thumbnailS, size.thumbnailM, size.thumbnailL]);
    for (const scale of [logos, controls, thumbnails]) {
      expect(scale).toEqual([...scale].sort((a, b) => a - b));
      expect(new Set(scale).size).toBe(scale.length);
    }
  });

  it('slides the accordion 200 ms and hides a notification after 5000 ms', () => {
    expect(timing.accordionSlideMs).toBe(200);
    expect(baseTokens.motion.accordion).toBe('200ms');
    expect(timing.notificationTimeoutMs).toBe(5000);
  });

  it('classes a viewport by width against the breakpoints', () => {
    expect(viewportClassOf(375)).toBe('phone');
    expect(viewportClassOf(768)).toBe('tablet');
    expect(viewportClassOf(1024)).toBe('laptop');
    expect(viewportClassOf(1360)).toBe('desktop');
    expect(viewportClassOf(1920)).toBe('desktopBig');
  });

  it('makes a channel from the base plus only its overrides', () => {
    const accent = {
      link: 'red',
      accent: 'red',
      accentHover: 'darkred',
      onAccent: 'white',
      focus: 'red',
    };
    const tokens = makeTokens({
      name: 'test',
      overrides: {
        color: { brandAccent: 'red', brandAccentHover: 'darkred', focus: 'red' },
        surface: accent,
        header: accent,
        headerDark: accent,
        footer: accent,
      },
    });
    expect(tokens.color.brandAccent).toBe('red');
    expect(tokens.color.critical).toBe(baseTokens.color.critical);
    expect(tokens.space).toEqual(baseTokens.space);
    expect(baseTokens.color.brandAccent).not.toBe('red');
  });

  it('gives each channel its own accent, header and footer but shares the scales', () => {
    const se = themeNamed('se');
    const com = themeNamed('com');
    expect(se.tokens.color.brandAccent).not.toBe(com.tokens.color.brandAccent);
    expect(se.tokens.header.background).not.toBe(com.tokens.header.background);
    expect(se.tokens.footer.background).not.toBe(com.tokens.footer.background);
    expect(se.tokens.headerDark.background).not.toBe(se.tokens.header.background);
    expect(se.tokens.space).toEqual(com.tokens.space);
    expect(se.tokens.layout).toEqual(com.tokens.layout);
  });

  it('keys themes by name only and refuses a name given twice', () => {
    expect(Object.keys(themes)).toEqual(['se', 'com']);
    expect(() => defineThemes([themeNamed('se'), themeNamed('se')])).toThrow(
      'Theme "se" is registered twice',
    );
    expect(() => themeNamed('nowhere')).toThrow('No theme named "nowhere"');
  });
});
