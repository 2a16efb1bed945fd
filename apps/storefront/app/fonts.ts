import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/** One face of a web font: the browser fetches it only for text in its unicode range. */
export interface WebFontFace {
  family: string;
  url: string;
  weight: string;
  unicodeRange: string;
}

/**
 * The unicode ranges are those of @fontsource-variable/inter's own `unicode.json` (the package does
 * not export it).
 *
 * Inter, the text face of both channels (its Latin subset holds å, ä, ö and €). The document's
 * script registers these faces after the first paint (see paintBeforeScripts), so the page paints
 * at once in the metric-matched fallback face of @hemma/ui and Inter replaces it without moving the layout.
 * The first face is the one every page draws: the script loads it before it registers any face.
 */
export const webFontFaces: readonly WebFontFace[] = [
  {
    family: 'Inter Variable',
    url: interLatin,
    weight: '100 900',
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    family: 'Inter Variable',
    url: interLatinExt,
    weight: '100 900',
    unicodeRange:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
];
