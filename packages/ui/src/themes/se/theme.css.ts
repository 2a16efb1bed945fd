import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { makeTokens } from '../tokens';

/** Channel 1|se: light header on the off-white page, forest-green accent and footer. */
const forest = {
  900: '#1d3a2a',
  800: '#24523a',
  700: '#2c6446',
  100: '#dfe9e2',
  50: '#eef4f0',
  onDark: '#f4f1ea',
  onDarkMuted: '#c8d5cc',
} as const;

export const seTokens = makeTokens({
  name: 'se',
  overrides: {
    color: {
      brandAccent: forest[800],
      brandAccentHover: forest[900],
      focus: forest[700],
    },
    surface: { link: forest[800] },
    footer: {
      background: forest[900],
      raised: forest[800],
      sunken: '#17301f',
      text: forest.onDark,
      textMuted: forest.onDarkMuted,
      border: '#3d6a50',
      borderStrong: '#8fae9a',
      link: forest.onDark,
    },
  },
});

export const seTheme = createTheme(vars, seTokens, 'se');
