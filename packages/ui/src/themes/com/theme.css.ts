import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { makeTokens } from '../tokens';

/** Channel 3|com: charcoal header with light text, deep blue accent, sand footer. */
const charcoal = { 900: '#232323', 800: '#2f2f2f', 700: '#3d3d3d' } as const;
const deepBlue = { 800: '#1e3f66', 900: '#152d4a', 600: '#2a5a91' } as const;

export const comTokens = makeTokens({
  name: 'com',
  overrides: {
    color: {
      brandAccent: deepBlue[800],
      brandAccentHover: deepBlue[900],
      focus: deepBlue[600],
    },
    surface: { link: deepBlue[800] },
    header: {
      background: charcoal[900],
      raised: charcoal[800],
      sunken: '#1a1a1a',
      text: '#f5f3ef',
      textMuted: '#c4c0b9',
      border: charcoal[700],
      borderStrong: '#8a857d',
      link: '#f5f3ef',
    },
    footer: {
      background: '#ece4d6',
      raised: '#f7f2ea',
      sunken: '#e0d6c4',
      text: '#1f1d1a',
      textMuted: '#54504a',
      border: '#cfc4b1',
      borderStrong: '#857c6e',
      link: '#1f1d1a',
    },
  },
});

export const comTheme = createTheme(vars, comTokens, 'com');
