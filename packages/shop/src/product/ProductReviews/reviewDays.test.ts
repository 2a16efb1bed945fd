import { describe, expect, it } from 'vitest';
import { dateFormats } from '../../labels';
import { withReviewDays, type ApiReviews } from './reviewDays';

const apiReviews: ApiReviews = {
  count: 2,
  averageRating: 4.5,
  reviews: [
    { author: 'Anna', comment: 'Soft and firm.', rating: 5, reviewDate: '2026-11-03T00:00:00Z' },
    null,
    { author: 'Bo', comment: 'Good.', rating: 4, reviewDate: '2026-01-31T00:00:00Z' },
  ],
};

describe('withReviewDays', () => {
  it('writes each review day in the page language and leaves out the empty entries', () => {
    expect(
      withReviewDays(apiReviews, dateFormats('en'))?.reviews.map((review) => review.day),
    ).toEqual(['3 Nov 2026', '31 Jan 2026']);
    expect(
      withReviewDays(apiReviews, dateFormats('sv'))?.reviews.map((review) => review.day),
    ).toEqual(['3 nov. 2026', '31 jan. 2026']);
  });

  it('keeps the count, the average and each review as the API answered', () => {
    const dated = withReviewDays(apiReviews, dateFormats('en'));
    expect(dated).toMatchObject({ count: 2, averageRating: 4.5 });
    expect(dated?.reviews[0]).toEqual({ ...apiReviews.reviews![0], day: '3 Nov 2026' });
  });

  it('has nothing to draw when the reviews could not be fetched', () => {
    expect(withReviewDays(null, dateFormats('en'))).toBeNull();
  });
});
