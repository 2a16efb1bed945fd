import type { CodegenConfig } from '@graphql-codegen/cli';

/** `codegen:check` regenerates into a temporary folder and compares; everything else writes here. */
const out = process.env.CODEGEN_OUT ?? 'src/generated/';

const config: CodegenConfig = {
  schema: '../../apps/commerce-api/src/schema/schema.graphql',
  documents: ['src/graphql/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    [out]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: false,
        dedupeFragments: true,
        scalars: { Decimal: 'number', DateTime: 'string', Long: 'number', Guid: 'string' },
      },
    },
    [`${out}hooks.ts`]: {
      plugins: ['./codegen/apolloHooks.cjs'],
    },
  },
};

export default config;
