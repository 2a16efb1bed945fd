import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { makeTokens } from '../tokens';

/** Channel 3|com: charcoal header with light text, deep blue accent, sand footer. */
const charcoal = { 950: '#1a1a1a', 900: '#232323', 800: '#2f2f2f', 700: '#3d3d3d' } as const;
const deepBlue = {
  950: '#0f2136',
  900: '#152d4a',
  800: '#1e3f66',
  600: '#2a5a91',
  200: '#a9c8ee',
  100: '#d4e4f7',
} as const;
const light = {
  text: '#f5f3ef',
  muted: '#c4c0b9',
  border: '#8a857d',
  discount: '#ff9a8f',
} as const;
const sand = {
  50: '#f7f2ea',
  100: '#ece4d6',
  200: '#e0d6c4',
  300: '#cfc4b1',
  600: '#766d60',
  700: '#54504a',
} as const;

export const comTokens = makeTokens({
  name: 'com',
  overrides: {
    color: {
      brandAccent: deepBlue[800],
      brandAccentHover: deepBlue[900],
      focus: deepBlue[600],
    },
    surface: {
      link: deepBlue[800],
      accent: deepBlue[800],
      accentHover: deepBlue[900],
      onAccent: '#ffffff',
      focus: deepBlue[600],
    },
    // The com header is the dark variant itself: charcoal with light text.
    header: {
      background: charcoal[900],
      raised: charcoal[800],
      sunken: charcoal[950],
      text: light.text,
      textMuted: light.muted,
      border: charcoal[700],
      borderStrong: light.border,
      link: light.text,
      accent: deepBlue[200],
      accentHover: deepBlue[100],
      onAccent: deepBlue[900],
      focus: deepBlue[200],
      discount: light.discount,
    },
    headerDark: {
      background: deepBlue[950],
      raised: deepBlue[900],
      sunken: '#0a1726',
      text: light.text,
      textMuted: light.muted,
      border: deepBlue[800],
      borderStrong: '#7f93ad',
      link: light.text,
      accent: deepBlue[200],
      accentHover: deepBlue[100],
      onAccent: deepBlue[950],
      focus: deepBlue[200],
      discount: light.discount,
    },
    footer: {
      background: sand[100],
      raised: sand[50],
      sunken: sand[200],
      text: '#1f1d1a',
      textMuted: sand[700],
      border: sand[300],
      borderStrong: sand[600],
      link: deepBlue[800],
      accent: deepBlue[800],
      accentHover: deepBlue[900],
      onAccent: '#ffffff',
      focus: deepBlue[600],
    },
  },
});

export const comTheme = createTheme(vars, comTokens, 'com');
