export { FavoriteProductCard } from './FavoriteProductCard';
export { FavoriteToggle } from './FavoriteToggle';
export type { FavoriteToggleProps } from './FavoriteToggle';
export { favoritesStore } from './favoritesStore';
export { useFavorite, useFavorites } from './useFavorites';
