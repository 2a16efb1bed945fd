import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Catalog } from './catalog/catalog';

/** Root fields whose answers depend only on the catalogue and the arguments (not on a user or a cart). */
const cacheableFields = new Set([
  'channels',
  'channel',
  'products',
  'product',
  'relatedProducts',
  'category',
  'categories',
  'brands',
  'listPageInfo',
  'getMenuAtLocation',
  'cmsPages',
  'widgetArea',
  '__typename',
]);
export const RESPONSE_CACHE_SIZE = 1000;

/** Set on an object the server context holds by reference (yoga copies the context object itself). */
export interface CacheMark {
  requestLog: { cacheable?: boolean };
}

function isCacheable(
  query: string,
  operationName: string | undefined,
  verdicts: Map<string, boolean>,
): boolean {
  const key = `${operationName ?? ''}|${query}`;
  const known = verdicts.get(key);
  if (known !== undefined) return known;
  let verdict = false;
  try {
    const operations = parse(query).definitions.filter(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION,
    );
    const operation = operationName
      ? operations.find((candidate) => candidate.name?.value === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
    verdict =
      operation?.operation === 'query' &&
      operation.selectionSet.selections.every(
        (selection) => selection.kind === Kind.FIELD && cacheableFields.has(selection.name.value),
      );
  } catch {
    verdict = false;
  }
  if (verdicts.size > RESPONSE_CACHE_SIZE) verdicts.clear();
  verdicts.set(key, verdict);
  return verdict;
}

/** Marks the request when its operation reads only the catalogue and answered without errors. */
export function markCacheable(): Plugin {
  const verdicts = new Map<string, boolean>();
  return {
    onParams({ params, context }) {
      if (params.query && isCacheable(params.query, params.operationName ?? undefined, verdicts))
        (context as unknown as CacheMark).requestLog.cacheable = true;
    },
    onExecutionResult({ result, context }) {
      const mark = (context as unknown as CacheMark).requestLog;
      if (!result || Symbol.asyncIterator in result || result.errors?.length)
        mark.cacheable = false;
    },
  };
}

/** Kept encoded, so a hit writes bytes without turning a string into UTF-8 again. */
export interface CachedAnswer {
  body: Buffer;
  contentType: string;
  operation: string | undefined;
}

/**
 * Whole HTTP answers of hot catalogue queries (a product list, a menu), keyed by the request body:
 * a hit skips GraphQL altogether. A stock change bumps the catalogue version, which is part of the
 * key, so no answer outlives the stock it shows.
 */
export class ResponseCache {
  private readonly answers = new Map<string, CachedAnswer>();

  constructor(private readonly catalog: Catalog) {}

  key(body: string, accept: string): string {
    return `${this.catalog.version}|${accept}|${body}`;
  }

  get(key: string) {
    const hit = this.answers.get(key);
    if (hit) {
      this.answers.delete(key);
      this.answers.set(key, hit);
    }
    return hit;
  }

  set(key: string, answer: CachedAnswer): void {
    this.answers.set(key, answer);
    if (this.answers.size > RESPONSE_CACHE_SIZE)
      this.answers.delete(this.answers.keys().next().value as string);
  }
}
