export * from './client';
export * from './auth';
export * from './cookies';
export * from './broadcast';
