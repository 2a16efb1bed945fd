import { Kind, parse, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Catalog } from './catalog/catalog';

/** Root fields whose answers depend only on the catalogue and the arguments (not on a user or a cart). */
const cacheableFields = new Set([
  'channels', 'channel', 'products', 'product', 'relatedProducts', 'category', 'categories', 'brands',
  'listPageInfo', 'getMenuAtLocation', 'cmsPages', 'widgetArea', '__typename',
]);
export const RESPONSE_CACHE_SIZE = 500;

function isCacheable(query: string, operationName: string | undefined, verdicts: Map<string, boolean>): boolean {
  const known = verdicts.get(`${operationName ?? ''}|${query}`);
  if (known !== undefined) return known;
  let verdict = false;
  try {
    const operations = parse(query).definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
    const operation = operationName ? operations.find((candidate) => candidate.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
    verdict =
      operation?.operation === 'query' &&
      operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && cacheableFields.has(selection.name.value));
  } catch {
    verdict = false;
  }
  if (verdicts.size > RESPONSE_CACHE_SIZE) verdicts.clear();
  verdicts.set(`${operationName ?? ''}|${query}`, verdict);
  return verdict;
}

/**
 * Keeps the serialized answers of hot catalogue queries (a product list, a menu) in memory. A stock
 * change bumps the catalogue version, which is part of the key, so no answer outlives the stock it shows.
 */
export function responseCache(catalog: Catalog): Plugin {
  const answers = new Map<string, string>();
  const verdicts = new Map<string, boolean>();
  return {
    onParams({ params, setResult, context }) {
      if (!params.query || !isCacheable(params.query, params.operationName ?? undefined, verdicts)) return;
      const key = `${catalog.version}|${params.operationName ?? ''}|${params.query}|${JSON.stringify(params.variables ?? {})}`;
      const hit = answers.get(key);
      if (hit !== undefined) {
        answers.delete(key);
        answers.set(key, hit);
        setResult({ data: null, stringify: () => hit } as ExecutionResult);
        return;
      }
      (context as { cacheKey?: string }).cacheKey = key;
    },
    onExecutionResult({ result, context }) {
      const key = (context as { cacheKey?: string }).cacheKey;
      if (!key || !result || Symbol.asyncIterator in result || result.errors?.length) return;
      answers.set(key, JSON.stringify(result));
      if (answers.size > RESPONSE_CACHE_SIZE) answers.delete(answers.keys().next().value as string);
    },
  };
}
