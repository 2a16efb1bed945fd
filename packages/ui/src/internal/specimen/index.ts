export { OnEverySurface, specimenSurfaces } from './OnEverySurface';
export { Labelled } from './Labelled';
