import { createTheme } from '@vanilla-extract/css';
import { vars } from '../../contract.css';
import { makeTokens } from '../../tokens';

/**
 * The example of "Guides / Theming a new channel": a Norwegian channel `no` with a lingonberry
 * accent and a dark footer. It is not shipped (not in `themeList`); the guide's test registers it
 * beside the real themes, exactly as the guide's steps say, and checks it end to end.
 */
const lingonberry = { 800: '#8c2f39', 900: '#6e2530' } as const;
const night = {
  background: '#2b2024',
  raised: '#3a2c31',
  sunken: '#221a1d',
  border: '#52434a',
  text: '#f6f1ea',
  textMuted: '#cdbfc2',
  borderStrong: '#9c8a8f',
  discount: '#ffa59c',
} as const;

/** The action colours on a light surface: lingonberry with white text. */
const onLight = {
  link: lingonberry[800],
  accent: lingonberry[800],
  accentHover: lingonberry[900],
  onAccent: '#ffffff',
  focus: lingonberry[800],
} as const;

/** A dark surface (footer, dark header): light text, and light actions with dark text on them. */
const onNight = {
  ...night,
  link: night.text,
  accent: night.text,
  accentHover: '#ffffff',
  onAccent: night.background,
  focus: night.text,
} as const;

export const noTokens = makeTokens({
  name: 'no',
  overrides: {
    color: {
      brandAccent: lingonberry[800],
      brandAccentHover: lingonberry[900],
      focus: lingonberry[800],
    },
    surface: onLight,
    header: onLight,
    headerDark: onNight,
    footer: onNight,
  },
});

export const noTheme = createTheme(vars, noTokens, 'no');
