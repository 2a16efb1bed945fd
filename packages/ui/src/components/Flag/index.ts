export { Flag, countryName, flagAspectOf, flagShapes } from './Flag';
export type { FlagProps, FlagShape } from './Flag';
export { flagSource } from './flagSources';
export type { FlagAspect } from './flagSources';
