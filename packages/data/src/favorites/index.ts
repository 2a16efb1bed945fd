export { favoritesStore } from './favoritesStore';
export { useFavorite, useFavorites } from './useFavorites';
