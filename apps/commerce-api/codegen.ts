import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The resolvers' argument and result types, generated from the schema they serve, so a resolver
 * that drifts from the Merchant API contract fails typecheck. Results are typed loosely (Partial):
 * the views build plain objects field by field, and nested fields resolve from them.
 */
const config: CodegenConfig = {
  schema: 'src/schema/schema.graphql',
  generates: {
    'src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../resolvers/graphqlContext#GraphQLContext',
        defaultMapper: '../resolvers/resolvable#Resolvable<{T}>',
        scalars: { Decimal: 'number', DateTime: 'string', Long: 'number', Guid: 'string' },
        avoidOptionals: false,
      },
    },
  },
};

export default config;
