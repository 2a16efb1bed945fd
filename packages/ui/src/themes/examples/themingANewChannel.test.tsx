import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolvedStyle } from '../../../../../scripts/testing/resolvedStyle';
import { Button } from '../../components/Button';
import { footerSurface, headerSurface, headerSurfaceDark } from '../../css/surfaces.css';
import { contrastFailures } from '../contrast';
import { baseTokens, makeTokens } from '../tokens';
import { defineThemes, themeList, themeNamed } from '../index';
import { noTheme, noTokens } from './no/theme.css';

/**
 * "Guides / Theming a new channel" (.storybook/docs/ThemingANewChannel.mdx), steps 1 to 3 on
 * the design system's side, done with the guide's own example theme `no`. The app's side (channel
 * registry, markets, routing) is apps/storefront/app/channels/themingANewChannel.test.tsx.
 */

// Step 2: register the theme beside the shipped ones, by name.
const themesWithNo = defineThemes([
  ...themeList,
  { name: 'no', label: 'no: lingonberry, dark footer', className: noTheme, tokens: noTokens },
]);

describe('Theming a new channel: the example theme "no"', () => {
  it('step 1 typechecks only as a complete delta: a theme that states no surface accents does not compile', () => {
    const statesOnlyColours = () =>
      makeTokens({
        name: 'partial',
        // @ts-expect-error A theme must state the action colours of every surface group, not only color.*.
        overrides: {
          color: { brandAccent: '#7a2e1f', brandAccentHover: '#5e2317', focus: '#7a2e1f' },
        },
      });
    expect(statesOnlyColours).not.toThrow();
  });

  it('step 2 registers it by its name, beside se and com, with no channel id in the design system', () => {
    expect(Object.keys(themesWithNo)).toEqual(['se', 'com', 'no']);
    expect(themeNamed('no', themesWithNo).className).toBe(noTheme);
  });

  it('step 3 passes every WCAG AA pair of the contract', () => {
    expect(contrastFailures(noTokens)).toEqual([]);
  });

  it('paints a primary Button with its own accent on the page, in the header, the dark header and the footer', () => {
    render(
      <div className={noTheme}>
        <Button>Page</Button>
        <div className={headerSurface}>
          <Button>Header</Button>
        </div>
        <div className={headerSurfaceDark}>
          <Button>Dark header</Button>
        </div>
        <div className={footerSurface}>
          <Button>Footer</Button>
        </div>
      </div>,
    );
    const background = (name: string) =>
      resolvedStyle(screen.getByRole('button', { name }), 'background');
    expect(background('Page')).toBe(noTokens.surface.accent);
    expect(background('Header')).toBe(noTokens.header.accent);
    expect(background('Dark header')).toBe(noTokens.headerDark.accent);
    expect(background('Footer')).toBe(noTokens.footer.accent);
    expect(noTokens.surface.accent).not.toBe(baseTokens.surface.accent);
    expect(resolvedStyle(screen.getByRole('button', { name: 'Footer' }), 'color')).toBe(
      noTokens.footer.onAccent,
    );
  });
});
