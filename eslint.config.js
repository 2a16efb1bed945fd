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

/**
 * Lengths belong to the theme tokens too: a stylesheet of the app or of a widget composes its sizes
 * from `vars.space`, `vars.layout`, `vars.control`, `vars.border`, `vars.size` and `vars.font.size`.
 */
const rawLengthMessage =
  'Raw pixel length: use a theme token (vars.space.*, vars.layout.*, vars.control.*, vars.border.*, vars.size.*) or add one to packages/ui/src/themes/contract.css.ts.';
const rawFontSizeMessage =
  'Raw font size: use a step of the type scale (vars.font.size.*) from packages/ui/src/themes.';
const rawPixels = /\dpx\b/;
/**
 * vanilla-extract writes a plain number as pixels except on these properties (its own UNITLESS
 * list, the ones a stylesheet here could meet), so any other number is a pixel length in disguise.
 */
const unitlessProperties =
  /^(?:animationIterationCount|aspectRatio|columnCount|columns|fillOpacity|flex|flexGrow|flexShrink|fontWeight|gridArea|gridColumn|gridColumnEnd|gridColumnStart|gridRow|gridRowEnd|gridRowStart|lineClamp|lineHeight|opacity|order|orphans|scale|strokeOpacity|strokeWidth|tabSize|WebkitLineClamp|widows|zIndex|zoom)$/;

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
      // `import { type X } from 'm'` keeps `import 'm'` under verbatimModuleSyntax: a package's whole
      // index (and every stylesheet behind it) then loads for a type. Only types: `import type`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
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
  {
    // The app's and widgets' stylesheets only compose sizes. packages/ui/src/components is left
    // out on purpose: a primitive is where a size is defined, and its own geometry (a spinner's
    // stroke, a radio's dot, an entrance animation's travel, a modal's widths per size variant)
    // belongs to that one recipe; the contract names what is shared or what the spec sets, and
    // ui reads those tokens (house style: no pixel value "that a token names"). Story stages are
    // covered too: they size their frame in rem.
    files: ['apps/storefront/app/**/*.css.ts', 'packages/widgets/src/**/*.css.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        // Repeated from the rule above: a later block's `no-restricted-syntax` replaces it.
        { selector: `Literal[value=${rawColour}]`, message: rawColourMessage },
        { selector: `TemplateElement[value.raw=${rawColour}]`, message: rawColourMessage },
        { selector: `Literal[value=${rawPixels}]`, message: rawLengthMessage },
        { selector: `TemplateElement[value.raw=${rawPixels}]`, message: rawLengthMessage },
        {
          selector: `Property[key.name!=${unitlessProperties}][key.name!="fontSize"] > Literal.value[value>0]`,
          message: rawLengthMessage,
        },
        {
          selector: `Property[key.name="fontSize"] > Literal.value[value=/\\d/], Property[key.name="fontSize"] > Literal.value[value>0]`,
          message: rawFontSizeMessage,
        },
      ],
    },
  },
);
