export {
  StarRating,
  StarRatingInput,
  ratingLabel,
  roundToHalf,
  starFills,
  starRatingSizes,
} from './StarRating';
export type { StarFill, StarRatingInputProps, StarRatingProps, StarRatingSize } from './StarRating';
