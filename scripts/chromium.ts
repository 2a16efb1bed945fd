// Typed re-export for TypeScript configs; the values live in chromium.mjs for plain Node scripts.
export {
  chromiumArgs,
  chromiumEnv,
  chromiumLaunchOptions,
  chromiumPath,
  ensurePinnedChromium,
  pinnedChromiumVersion,
} from './chromium.mjs';
