export { OnEverySurface } from './OnEverySurface';
