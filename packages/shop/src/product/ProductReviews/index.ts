export { ProductReviews } from './ProductReviews';
export type { ProductReviewsProps } from './ProductReviews';
export { withReviewDays, type ApiReviews, type ReviewsData } from './reviewDays';
export { ReviewForm } from './ReviewForm';
