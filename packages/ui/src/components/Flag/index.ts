export { Flag } from './Flag';
export { FlagImage, countryName, flagAspectOf, flagShapes } from './FlagImage';
export type { FlagImageProps, FlagProps, FlagShape } from './FlagImage';
export { flagSource } from './flagSources';
export type { FlagAspect } from './flagSources';
