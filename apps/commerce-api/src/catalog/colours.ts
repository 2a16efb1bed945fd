import type { Localized } from './types';

export interface Colour {
  key: string;
  name: Localized;
  /** Fill of the generated product picture. */
  hex: string;
}

export const colours: Record<string, Colour> = {
  grey: { key: 'grey', name: { sv: 'Grå', en: 'Grey' }, hex: '#9a9a96' },
  beige: { key: 'beige', name: { sv: 'Beige', en: 'Beige' }, hex: '#d8c8ac' },
  black: { key: 'black', name: { sv: 'Svart', en: 'Black' }, hex: '#2e2d2b' },
  white: { key: 'white', name: { sv: 'Vit', en: 'White' }, hex: '#f1eee8' },
  oak: { key: 'oak', name: { sv: 'Ek', en: 'Oak' }, hex: '#c49a6c' },
  walnut: { key: 'walnut', name: { sv: 'Valnöt', en: 'Walnut' }, hex: '#6b4a33' },
  green: { key: 'green', name: { sv: 'Grön', en: 'Green' }, hex: '#6f8266' },
  blue: { key: 'blue', name: { sv: 'Blå', en: 'Blue' }, hex: '#5b7590' },
  terracotta: { key: 'terracotta', name: { sv: 'Terrakotta', en: 'Terracotta' }, hex: '#c06a4a' },
  rust: { key: 'rust', name: { sv: 'Rost', en: 'Rust' }, hex: '#a4532f' },
  sand: { key: 'sand', name: { sv: 'Sand', en: 'Sand' }, hex: '#e3d3b4' },
  brass: { key: 'brass', name: { sv: 'Mässing', en: 'Brass' }, hex: '#b99a52' },
  pink: { key: 'pink', name: { sv: 'Rosa', en: 'Pink' }, hex: '#d9a9a0' },
  ochre: { key: 'ochre', name: { sv: 'Ockra', en: 'Ochre' }, hex: '#c99a3b' },
};
