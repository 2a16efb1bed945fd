export * from './FavoriteProductCard';
export * from './FavoriteToggle';
export * from './FavoritesPage';
