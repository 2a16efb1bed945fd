import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { Kind, parse, visit, type DocumentNode, type FragmentDefinitionNode } from 'graphql';

/** The official Geins SDK packages whose GraphQL documents the embedded API must answer. */
export const sdkPackages = ['@geins/core', '@geins/cms', '@geins/oms', '@geins/crm'] as const;

export interface SdkDocument {
  /** `<package> <operation name>`, for test titles. */
  name: string;
  document: DocumentNode;
}

const require = createRequire(import.meta.url);

/**
 * The SDK does not export its documents: rollup's graphql-tag loader compiled each `.gql` file into
 * the bundle and kept its source as `loc.source = { body: '…' }` (the `#import` lines included).
 * Reading those sources gives the exact operations the SDK sends; each operation is completed with
 * the fragments it spreads, transitively, as graphql-tag's loader does at build time.
 */
export function readSdkDocuments(): SdkDocument[] {
  const documents: SdkDocument[] = [];
  for (const packageName of sdkPackages) {
    const bundle = readFileSync(
      require.resolve(packageName).replace(/index\.cjs$/, 'index.esm.js'),
      'utf8',
    );
    const sources = [
      ...bundle.matchAll(/\.loc\.source=\{body:('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/g),
    ].map(
      // The match is one JavaScript string literal; evaluating it only unescapes it.
      (match) => runInNewContext(match[1]!) as string,
    );
    const definitions = sources.flatMap((source) => parse(source).definitions);
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments.set(definition.name.value, definition);
    for (const definition of definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const needed = new Map<string, FragmentDefinitionNode>();
      const collect = (node: Parameters<typeof visit>[0]) =>
        visit(node, {
          FragmentSpread(spread) {
            const name = spread.name.value;
            if (needed.has(name)) return;
            const fragment = fragments.get(name);
            if (!fragment)
              throw new Error(`${packageName}: fragment ${name} is spread but not in the bundle`);
            needed.set(name, fragment);
            collect(fragment);
          },
        });
      collect(definition);
      documents.push({
        name: `${packageName} ${definition.name?.value ?? '(anonymous)'}`,
        document: { kind: Kind.DOCUMENT, definitions: [definition, ...needed.values()] },
      });
    }
  }
  return documents;
}
