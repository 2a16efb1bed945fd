import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Colours belong to the theme tokens; a component that needs one asks the theme contract. */
const rawColour =
  /#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\b|\b(?:rgba?|hsla?|oklch|oklab)\(/;
const rawColourMessage =
  'Raw colour literal: use a theme token (vars.color.*, vars.surface.*) instead. Colours live only in packages/ui/src/themes.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/generated/**',
      '**/.react-router/**',
      'storybook-static/**',
      '.visual/**',
      '**/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/storefront/app/**/*.{ts,tsx}'],
    ignores: [
      '**/themes/**',
      '**/tokens*',
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      '**/mocks/**',
      '**/seed/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${rawColour}]`, message: rawColourMessage },
        { selector: `TemplateElement[value.raw=${rawColour}]`, message: rawColourMessage },
      ],
    },
  },
);
