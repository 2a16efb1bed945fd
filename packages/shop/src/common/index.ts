// Parts every page may use: the error and tool pages' frames, the home hero, and the hydration helpers.
export * from './DeferredOverlay';
export * from './ErrorPage';
export * from './HomeHero';
export * from './HydratesAlone';
export * from './ScreenPage';
