import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/storefront/app/**/*.stories.@(ts|tsx)',
    './docs/**/*.mdx',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  // MSW's worker, and the pictures the recorded fixtures name, at the path the commerce API serves them.
  staticDirs: [
    '../packages/data/public',
    { from: '../packages/data/src/mocks/images', to: '/images' },
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen reads one file's syntax: it leaves `(typeof buttonSizes)[number]` and imported
  // types as `unknown`. react-docgen-typescript asks the type checker, so args tables show the
  // resolved unions and every prop's JSDoc.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Our own props only: the DOM's and Radix's hundreds of inherited props would bury them.
      propFilter: (prop) => {
        const declaredIn = prop.declarations?.length
          ? prop.declarations
          : prop.parent
            ? [prop.parent]
            : [];
        return (
          declaredIn.length === 0 || declaredIn.some((d) => !d.fileName.includes('node_modules'))
        );
      },
    },
  },
  docs: { defaultName: 'Docs' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/css/adapter',
        // Pre-bundled up front: found later, they make Vite reload in the middle of a story test run.
        '@hemma/ui > @radix-ui/react-accordion',
        '@hemma/ui > @radix-ui/react-dialog',
        '@hemma/ui > @radix-ui/react-popover',
      ],
      // Crawl every story at start-up, so no dependency is discovered (and reloaded) mid-run.
      entries: [
        ...(Array.isArray(viteConfig.optimizeDeps?.entries) ? viteConfig.optimizeDeps.entries : []),
        `${repositoryRoot}/packages/*/src/**/*.stories.tsx`,
        `${repositoryRoot}/apps/storefront/app/**/*.stories.tsx`,
      ],
    };
    return viteConfig;
  },
};

export default config;
