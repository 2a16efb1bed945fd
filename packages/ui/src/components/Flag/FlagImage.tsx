import type { FlagAspect } from './flagSources';
import * as styles from './Flag.css';

export const flagShapes = ['rectangle', 'square', 'circle'] as const;
export type FlagShape = (typeof flagShapes)[number];

/** Square and circle flags use the 1x1 artwork; the rectangle (default) uses 4x3. */
export const flagAspectOf = (shape: FlagShape): FlagAspect =>
  shape === 'rectangle' ? '4x3' : '1x1';

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** One formatter per language: constructing one costs far more than asking it (every market of the switcher asks). */
function regionNamesIn(locale: string): Intl.DisplayNames | null {
  if (!regionNames.has(locale)) {
    try {
      regionNames.set(
        locale,
        new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }),
      );
    } catch {
      regionNames.set(locale, null);
    }
  }
  return regionNames.get(locale) ?? null;
}

/** The country's name in a language, e.g. 'Sweden' or 'Sverige'; the code itself when unknown. */
export function countryName(code: string, locale: string): string {
  try {
    return regionNamesIn(locale)?.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

export interface FlagProps {
  /** Lowercase ISO country code, e.g. `se`, `gb`. */
  code: string;
  /** rectangle (the flag's own 4:3), square or circle. */
  shape?: FlagShape;
  /** Height in pixels; the width follows the shape. */
  height?: number;
  /** The name read out; the country's name in `locale` by default. */
  label?: string;
  /** Hide from screen readers when the country's name is written right beside the flag. */
  decorative?: boolean;
  /** The language the country's name is read in, e.g. `sv-SE`; English by default. */
  locale?: string;
}

export interface FlagImageProps extends FlagProps {
  /** The artwork's address, e.g. handed over by the server; without it the code shows in a neutral box. */
  src: string | undefined;
}

/**
 * A country's flag from a given artwork address. The page's first paint draws the current market's
 * flag with it, so the map of every flag (`Flag`) stays out of the first load.
 */
export function FlagImage({
  code,
  src,
  shape = 'rectangle',
  height = 18,
  label,
  decorative = false,
  locale = 'en',
}: FlagImageProps) {
  const aspect = flagAspectOf(shape);
  const width = aspect === '4x3' ? Math.round((height * 4) / 3) : height;
  // A decorative flag is never read out: no name to look up.
  const name = decorative ? undefined : (label ?? countryName(code, locale));
  const className = styles.flag({ shape });

  if (!src) {
    return (
      <span
        className={`${className} ${styles.fallback}`}
        style={{ width, height, fontSize: Math.round(height * 0.45) }}
        role={decorative ? undefined : 'img'}
        aria-label={name}
        aria-hidden={decorative || undefined}
        data-code={code}
      >
        {code.slice(0, 3)}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      width={width}
      height={height}
      alt={name ?? ''}
      data-code={code}
      data-aspect={aspect}
      loading="lazy"
      decoding="async"
    />
  );
}
