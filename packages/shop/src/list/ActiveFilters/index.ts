export { ActiveFilters } from './ActiveFilters';
