import type { Localized } from '../catalog/types';

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

export const accents = ['#efe9df', '#e6ecea', '#f2e6dc', '#e9e4ef', '#e4ebe1'];

export const modelNames = [
  'Alva', 'Björk', 'Dala', 'Edda', 'Fjäll', 'Gran', 'Hav', 'Idun', 'Juni', 'Kasper', 'Lind', 'Mora', 'Nora',
  'Oslo', 'Pelle', 'Runa', 'Saga', 'Tove', 'Ulla', 'Vide', 'Ask', 'Bo', 'Frej', 'Greta', 'Hedda', 'Ines', 'Kaj',
  'Liv', 'Malte', 'Nils', 'Olle', 'Rut', 'Sten', 'Tilda', 'Vera', 'Yngve', 'Agnes', 'Bror', 'Cleo', 'Dag', 'Elis',
  'Fanny', 'Gösta', 'Hugo', 'Iris', 'Jarl', 'Klara', 'Loke', 'Majken', 'Nanna', 'Otto', 'Pim', 'Rolf', 'Siri',
  'Ture', 'Unni', 'Valter', 'Wilma', 'Ylva', 'Åke', 'Östen', 'Albin', 'Berit', 'Cilla', 'Doris', 'Egon', 'Folke',
];

export const materials: Record<string, Localized> = {
  wood: { sv: 'Massivt trä', en: 'Solid wood' },
  veneer: { sv: 'Faner', en: 'Veneer' },
  fabric: { sv: 'Tyg', en: 'Fabric' },
  boucle: { sv: 'Bouclé', en: 'Bouclé' },
  velvet: { sv: 'Sammet', en: 'Velvet' },
  leather: { sv: 'Läder', en: 'Leather' },
  metal: { sv: 'Metall', en: 'Metal' },
  glass: { sv: 'Glas', en: 'Glass' },
  ceramic: { sv: 'Keramik', en: 'Ceramic' },
  wool: { sv: 'Ull', en: 'Wool' },
  linen: { sv: 'Linne', en: 'Linen' },
  cotton: { sv: 'Bomull', en: 'Cotton' },
  rattan: { sv: 'Rotting', en: 'Rattan' },
  teak: { sv: 'Teak', en: 'Teak' },
};

export const designers = ['Anna Lindqvist', 'Erik Holm', 'Studio Nord', 'Maja Berg', 'Oskar Wall', 'Lisa Ek', 'Johan Sand'];

export const brandNames = [
  'Nordvik', 'Ljung & Co', 'Studio Tall', 'Hemslöjd', 'Ateljé Björk', 'Kvist', 'Lumen Nord', 'Väv', 'Form & Fog',
  'Oaklyn', 'Fjord Living', 'Sövde', 'Mjuk', 'Glimt', 'Trädgård & Ting', 'Lera Keramik',
];
