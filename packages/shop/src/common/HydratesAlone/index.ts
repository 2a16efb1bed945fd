export { HydratesAlone } from './HydratesAlone';
export { useHydrationMarker } from './hydrationMarker';
