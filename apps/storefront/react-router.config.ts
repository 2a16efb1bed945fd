import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // Parallel e2e runs in one working tree each build into a folder of their own, e.g. HEMMA_BUILD_DIR=build-checkout (see e2e/server.ts).
  buildDirectory: process.env.HEMMA_BUILD_DIR || 'build',
  appDirectory: 'app',
  future: {
    // Per-request state (locale, market, CSP nonce) lives in the root middleware.
    v8_middleware: true,
  },
} satisfies Config;
