import { layout } from '../../themes/constants';
import * as styles from './Logo.css';

export interface LogoProps {
  /** An SVG or PNG file; the built-in Hemma wordmark when left out. */
  src?: string;
  /** The file to use on dark surfaces (the dark header); without it a light version is derived. */
  darkSrc?: string;
  /** The logo sits on a dark surface. */
  dark?: boolean;
  /** The shop's name, read by screen readers. */
  alt?: string;
  /** Classes for the image, e.g. a height in the header. */
  className?: string;
}

const { width, height } = layout.logo;

/** The built-in wordmark: a roof over the name, drawn in the surrounding text colour. */
function Wordmark({ alt, className }: { alt: string; className: string }) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={alt}
    >
      <path
        d="M6 42V21L24 7l18 14v21"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path
        d="M19 42V30h10v12"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <text x="56" y="37" className={styles.wordmark} fontSize="31" fill="currentColor">
        Hemma
      </text>
    </svg>
  );
}

/** The shop's logo at 300x50, from a file or the built-in wordmark, with a dark variant. */
export function Logo({ src, darkSrc, dark = false, alt = 'Hemma', className }: LogoProps) {
  const tone = dark ? 'dark' : 'default';
  if (!src) {
    return (
      <Wordmark
        alt={alt}
        className={[styles.logo({ tone }), className].filter(Boolean).join(' ')}
      />
    );
  }
  const file = dark && darkSrc ? darkSrc : src;
  const invert = dark && !darkSrc;
  return (
    <img
      className={[styles.logo({ tone, invert }), className].filter(Boolean).join(' ')}
      src={file}
      width={width}
      height={height}
      alt={alt}
      data-variant={tone}
    />
  );
}
