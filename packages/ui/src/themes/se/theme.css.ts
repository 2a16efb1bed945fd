import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { makeTokens } from '../tokens';

/** Channel 1|se: light header on the off-white page, forest-green accent and footer. */
const forest = {
  950: '#14261c',
  900: '#1d3a2a',
  800: '#24523a',
  700: '#2c6446',
  600: '#3d6a50',
  onDark: '#f4f1ea',
  onDarkMuted: '#c8d5cc',
  onDarkBorder: '#8fae9a',
  onDarkRaised: '#1f4530',
  onDarkDiscount: '#ffa59c',
} as const;

const onForest = {
  text: forest.onDark,
  textMuted: forest.onDarkMuted,
  borderStrong: forest.onDarkBorder,
  link: forest.onDark,
  accent: forest.onDark,
  accentHover: '#ffffff',
  onAccent: forest[900],
  focus: forest.onDark,
  discount: forest.onDarkDiscount,
} as const;

export const seTokens = makeTokens({
  name: 'se',
  overrides: {
    color: {
      brandAccent: forest[800],
      brandAccentHover: forest[900],
      focus: forest[700],
    },
    surface: {
      link: forest[800],
      accent: forest[800],
      accentHover: forest[900],
      onAccent: '#ffffff',
      focus: forest[700],
    },
    header: {
      link: forest[800],
      accent: forest[800],
      accentHover: forest[900],
      onAccent: '#ffffff',
      focus: forest[700],
    },
    headerDark: {
      ...onForest,
      background: forest[950],
      raised: forest[900],
      sunken: '#0f1d15',
      border: forest[800],
      onAccent: forest[950],
    },
    footer: {
      ...onForest,
      background: forest[900],
      raised: forest.onDarkRaised,
      sunken: '#17301f',
      border: forest[600],
    },
  },
});

export const seTheme = createTheme(vars, seTokens, 'se');
