// Typed re-export for TypeScript configs; the values live in chromium.mjs for plain Node scripts.
export { chromiumArgs, chromiumLaunchOptions, chromiumPath } from './chromium.mjs';
