export { HomeHero } from './HomeHero';
export type { HomeHeroProps } from './HomeHero';
