export { ProductReviews } from './ProductReviews';
export type { ProductReviewsProps, ReviewsData } from './ProductReviews';
export { ReviewForm } from './ReviewForm';
