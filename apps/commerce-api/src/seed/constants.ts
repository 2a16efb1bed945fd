export const SEED = 20261001;
/** Bump when the seed changes shape: a data folder seeded by an older version is seeded anew. */
export const SEED_VERSION = '5';
