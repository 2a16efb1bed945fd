import { useId, useState } from 'react';
import { visuallyHidden } from '../../css/a11y.css';
import { englishUiLabels, useUiLabels } from '../LabelsProvider/LabelsProvider';
import * as styles from './StarRating.css';

export const starRatingSizes = ['s', 'm', 'l'] as const;
export type StarRatingSize = (typeof starRatingSizes)[number];

export type StarFill = 'full' | 'half' | 'empty';

/** A rating drawn in half stars: 4.3 shows as 4.5, 4.2 as 4. */
export function roundToHalf(value: number, max = 5): number {
  return Math.min(max, Math.max(0, Math.round(value * 2) / 2));
}

export function starFills(value: number, max = 5): StarFill[] {
  const rounded = roundToHalf(value, max);
  return Array.from({ length: max }, (_, index) =>
    rounded >= index + 1 ? 'full' : rounded >= index + 0.5 ? 'half' : 'empty',
  );
}

export const ratingLabel = englishUiLabels.ratingOutOf;

const starOutline = 'M10 1.6l2.5 5.3 5.8.7-4.3 4 1.1 5.8L10 14.6l-5.1 2.8L6 11.6 1.7 7.6l5.8-.7z';

/** The ids a row of stars draws from: the star's path. */
interface StarShapes {
  shapeId: string;
  /** The first star of a row writes the path (in its `<defs>`); the others refer to it. */
  definesShape: boolean;
}

function StarGlyph({
  shapeId,
  definesShape,
  layer,
  fill,
}: StarShapes & { layer: 'outline' | 'fill' | 'both'; fill?: StarFill }) {
  return (
    <svg className={styles.glyph} viewBox="0 0 20 20" aria-hidden="true" data-fill={fill}>
      {definesShape ? (
        <defs>
          <path
            id={shapeId}
            d={starOutline}
            stroke="currentColor"
            strokeWidth="1.3"
            strokeLinejoin="round"
          />
        </defs>
      ) : null}
      {layer === 'fill' ? null : (
        <use href={`#${shapeId}`} fill="none" className={styles.outline} />
      )}
      {layer === 'outline' ? null : <use href={`#${shapeId}`} fill="currentColor" />}
    </svg>
  );
}

/**
 * One star: its outline, and over it the filled star. The path is written once per row and every
 * star draws it with `<use>`, a whole or an empty star as one `<svg>`: a product page shows some
 * fifty stars, and a path apiece made 13 KB of its server HTML (two `<svg>`s a star in their
 * wrappers, 8.8 KB). A half star keeps its fill in a box cut at half its width, whose edge falls
 * on whole pixels as an SVG clip's does not.
 */
function Star({ fill, ...shape }: StarShapes & { fill: StarFill }) {
  if (fill !== 'half')
    return <StarGlyph {...shape} layer={fill === 'full' ? 'both' : 'outline'} fill={fill} />;
  return (
    <span className={styles.halfStar} data-fill="half">
      <StarGlyph {...shape} layer="outline" />
      <span className={styles.halfFill}>
        <StarGlyph shapeId={shape.shapeId} definesShape={false} layer="fill" />
      </span>
    </span>
  );
}

function useStarShapes() {
  const shapeId = useId();
  return (index: number): StarShapes => ({ shapeId, definesShape: index === 0 });
}

export interface StarRatingProps {
  /** The average rating, e.g. 4.3; drawn to the nearest half star. */
  value: number;
  /** How many stars the scale has; 5 by default. */
  max?: number;
  /** s in product cards, m in reviews, l on the product page. */
  size?: StarRatingSize;
  /** How many reviews the rating comes from, shown beside the stars. */
  count?: number;
  /** What screen readers hear; the LabelsProvider's `ratingOutOf` ('x out of 5') by default. */
  label?: (value: number, max: number) => string;
}

/** A product's rating as stars, read out as one phrase such as '4.5 out of 5'. */
export function StarRating({ value, max = 5, size = 'm', count, label }: StarRatingProps) {
  const labels = useUiLabels();
  const shapes = useStarShapes();
  return (
    <span className={styles.stars({ size })}>
      <span
        role="img"
        aria-label={(label ?? labels.ratingOutOf)(roundToHalf(value, max), max)}
        className={styles.row}
      >
        {starFills(value, max).map((fill, index) => (
          <Star key={index} fill={fill} {...shapes(index)} />
        ))}
      </span>
      {count !== undefined ? <span className={styles.count}>({count})</span> : null}
    </span>
  );
}

export interface StarRatingInputProps {
  /** The chosen number of stars; 0 when none is chosen yet. */
  value: number;
  /** Called with the number of stars chosen. */
  onChange: (value: number) => void;
  /** The question the stars answer; the LabelsProvider's `yourRating` by default. */
  label?: string;
  /** The form field's name of the star choices. */
  name?: string;
  /** How many stars the scale has; 5 by default. */
  max?: number;
  /** No star can be chosen, e.g. while the review is sent. */
  disabled?: boolean;
  /** E.g. 'Please use stars to rate the product'. */
  error?: string;
  /** Each star's name; the LabelsProvider's `stars` ('4 stars') by default. */
  optionLabel?: (stars: number) => string;
}

/** Choosing a rating: a radio group of stars, operable with the arrow keys. */
export function StarRatingInput({
  value,
  onChange,
  label,
  name,
  max = 5,
  disabled = false,
  error,
  optionLabel,
}: StarRatingInputProps) {
  const labels = useUiLabels();
  const generatedName = useId();
  const errorId = useId();
  const shapes = useStarShapes();
  const [preview, setPreview] = useState(0);
  const shown = preview || value;
  return (
    <fieldset
      className={styles.fieldset}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{label ?? labels.yourRating}</legend>
      <div className={styles.options} onMouseLeave={() => setPreview(0)}>
        {Array.from({ length: max }, (_, index) => {
          const stars = index + 1;
          return (
            <label key={stars} className={styles.option} onMouseEnter={() => setPreview(stars)}>
              <input
                type="radio"
                className={visuallyHidden}
                name={name ?? generatedName}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
              />
              <Star fill={stars <= shown ? 'full' : 'empty'} {...shapes(index)} />
              <span className={visuallyHidden}>{(optionLabel ?? labels.stars)(stars)}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
