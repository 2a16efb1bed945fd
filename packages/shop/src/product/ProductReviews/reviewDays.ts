import type { ReviewsQuery } from '@hemma/data';
import type { DateFormats } from '../../labels';

/** The reviews as the API answers them. */
export type ApiReviews = NonNullable<ReviewsQuery['reviews']>;
type ApiReview = NonNullable<NonNullable<ApiReviews['reviews']>[number]>;

/** A review with its day already written out in the page's language, e.g. 26 Nov 2026. */
export type DatedReview = ApiReview & { day: string };

/** The reviews the page draws: accepted ones only, each with its day written out. */
export type ReviewsData = Omit<ApiReviews, 'reviews'> & { reviews: DatedReview[] };

/**
 * Writes each review's day on the server (the loader). The browser's first Intl date or number
 * formatter loads the locale's data, about 18 ms on a fast machine and four times that on
 * Lighthouse's phone, inside hydration: the page hydrates from the written days instead.
 */
export function withReviewDays(
  reviews: ApiReviews | null,
  dates: Pick<DateFormats, 'day'>,
): ReviewsData | null {
  if (!reviews) return null;
  return {
    ...reviews,
    reviews: (reviews.reviews ?? [])
      .filter((review) => review !== null)
      .map((review) => ({ ...review, day: dates.day(review.reviewDate) })),
  };
}
