// The favorites' parts live in @hemma/shop and their store in @hemma/data; the app's parts that
// still draw them (the list page) import them from here until they move too.
export { FavoriteProductCard, FavoriteToggle, type FavoriteToggleProps } from '@hemma/shop';
export { favoritesStore, useFavorite, useFavorites } from '@hemma/data';
