import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  future: {
    // Per-request state (locale, market, i18next instance, CSP nonce) lives in the root middleware.
    v8_middleware: true,
  },
} satisfies Config;
