export { OnEverySurface } from './OnEverySurface';
export { Labelled } from './Labelled';
