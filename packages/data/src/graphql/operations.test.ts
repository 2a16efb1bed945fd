import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import {
  buildSchema,
  Kind,
  parse,
  validate,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const projectSchemaPath = resolve(here, '../../../../apps/commerce-api/src/schema/schema.graphql');
const referenceSchemaPath = resolve(
  here,
  '../../../../../shared/reference/geins-merchant-api.graphql',
);

const operationFiles = readdirSync(here).filter((name) => name.endsWith('.graphql'));
const fragmentDir = join(here, 'fragments');
const fragmentFiles = readdirSync(fragmentDir).filter((name) => name.endsWith('.graphql'));

const definitionsOf = (path: string) => parse(readFileSync(path, 'utf8')).definitions;
const fragments = new Map(
  fragmentFiles
    .flatMap((name) => definitionsOf(join(fragmentDir, name)))
    .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
    .map((fragment) => [fragment.name.value, fragment]),
);

/** The operation plus every fragment it spreads, directly or through other fragments. */
function documentFor(operation: OperationDefinitionNode) {
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !needed.has(fragment.name.value)) {
          needed.set(fragment.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] } as const;
}

const operations = operationFiles.map((file) => {
  const definitions = definitionsOf(join(here, file));
  return { file, definitions };
});

function validateAll(schema: GraphQLSchema) {
  return operations.flatMap(({ file, definitions }) =>
    definitions
      .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
      .flatMap((operation) =>
        validate(schema, documentFor(operation)).map((error) => `${file}: ${error.message}`),
      ),
  );
}

describe('GraphQL operations', () => {
  it('hold one operation per file, named after the file', () => {
    for (const { file, definitions } of operations) {
      expect(definitions, file).toHaveLength(1);
      const [operation] = definitions as OperationDefinitionNode[];
      expect(operation?.kind, file).toBe(Kind.OPERATION_DEFINITION);
      expect(operation?.name?.value, file).toBe(basename(file, '.graphql'));
    }
  });

  it('cover every operation the storefront uses', () => {
    const names = operations.map(({ file }) => basename(file, '.graphql'));
    expect(names).toEqual(
      expect.arrayContaining([
        'categories',
        'listPageInfo',
        'getMenuAtLocation',
        'products',
        'productFilters',
        'searchSuggestions',
        'product',
        'relatedProducts',
        'reviews',
        'channel',
        'channels',
        'widgetArea',
        'getCart',
        'addToCart',
        'updateCartItem',
        'setCartPromoCode',
        'checkout',
        'createOrUpdateCheckout',
        'setCartShippingFee',
        'placeOrder',
        'completeCart',
        'subscribeToNewsletter',
        'postProductReview',
        'monitorProductAvailability',
        'getUser',
        'updateUser',
        'deleteUser',
        'getOrders',
        'getOrder',
        'requestPasswordReset',
        'commitReset',
        'cmsPages',
      ]),
    );
  });

  it('are valid against the project schema (apps/commerce-api)', () => {
    const schema = buildSchema(readFileSync(projectSchemaPath, 'utf8'));
    expect(validateAll(schema)).toEqual([]);
  });

  it('are valid against the reference Merchant API schema (../shared/reference), or say plainly that they were not', () => {
    // CI always lays shared/ beside the clone: there a missing reference fails, it never skips.
    if (!existsSync(referenceSchemaPath) && !process.env.CI) {
      console.warn(
        `Skipped the reference check: no schema at ${referenceSchemaPath}; the project schema check above still ran.`,
      );
      return;
    }
    const schema = buildSchema(readFileSync(referenceSchemaPath, 'utf8'));
    expect(validateAll(schema)).toEqual([]);
  });
});
