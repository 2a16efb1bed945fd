export { HydratesAlone } from './HydratesAlone';
