import { StarRating } from '@hemma/ui';
import { useId } from 'react';
import { useShopLabels } from '../../labels';
import { useShell } from '../../shell';
import * as styles from './ProductReviews.css';
import { ReviewForm } from './ReviewForm';
import type { ReviewsData } from './reviewDays';

export interface ProductReviewsProps {
  alias: string;
  reviews: ReviewsData | null;
  /** Opens the shell's login; the page comes back with the form once the visitor is logged in. */
  onLogIn: () => void;
}

/** Accepted reviews with their average rating, and the review form for a logged-in visitor. */
export function ProductReviews({ alias, reviews, onLogIn }: ProductReviewsProps) {
  const { t } = useShopLabels();
  const { loggedIn } = useShell();
  const headingId = useId();
  const entries = reviews?.reviews ?? [];
  const count = reviews?.count ?? 0;
  const rating = (value: number) => t('shop.product.ratingOutOf', { rating: value });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('shop.product.reviews')}
      </h2>
      {count > 0 ? (
        <p className={styles.summary}>
          <StarRating value={reviews?.averageRating ?? 0} label={rating} />
          <span>{t('shop.product.reviewCount', { count })}</span>
        </p>
      ) : (
        <p className={styles.summary}>{t('shop.product.noReviews')}</p>
      )}
      {entries.length ? (
        <ul className={styles.list}>
          {entries.map((review, index) => (
            <li key={`${review.author}-${review.reviewDate}-${index}`} className={styles.review}>
              <StarRating value={review.rating} size="s" label={rating} />
              <p className={styles.meta}>
                {review.author} · <time dateTime={review.reviewDate}>{review.day}</time>
              </p>
              <p className={styles.comment}>{review.comment}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {loggedIn ? (
        <ReviewForm alias={alias} />
      ) : (
        <p className={styles.notice}>
          {t('validation.loginToReview')}{' '}
          {/* Logging in happens in the shell's account panel; the page comes back with the form. */}
          <button type="button" className={styles.link} onClick={onLogIn}>
            {t('shop.product.logIn')}
          </button>
        </p>
      )}
    </section>
  );
}
