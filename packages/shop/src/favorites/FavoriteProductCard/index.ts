export { FavoriteProductCard } from './FavoriteProductCard';
