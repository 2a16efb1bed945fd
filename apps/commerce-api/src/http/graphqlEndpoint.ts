import type { IncomingMessage, ServerResponse } from 'node:http';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import type { AuthUser, TokenService } from '../auth/tokens';
import type { Catalog } from '../catalog/catalog';
import type { Database } from '../db/database';
import type {
  GeinsMerchantApiMutationResolvers,
  GeinsMerchantApiQueryResolvers,
} from '../generated/resolvers';
import { userError } from '../errors';
import { markCacheable, type ResponseCache } from '../responseCache';
import { cartMutations, cartQueries } from '../resolvers/cartResolvers';
import { catalogQueries } from '../resolvers/catalogResolvers';
import type { GraphQLContext } from '../resolvers/graphqlContext';
import { withInputLimits } from '../resolvers/inputLimits';
import { userMutations, userQueries } from '../resolvers/userResolvers';
import { loadTypeDefs } from '../schema/loadSchema';
import type { CartStore } from '../store/cartStore';
import { emailOfUser } from '../store/userStore';
import type { RequestLog } from './requestLog';
import { readBody, sendGraphqlError } from './respond';
import { scalarResolvers } from './scalars';

/**
 * Caps on one GraphQL document (graphql-armor), so thousands of aliased lists or a query thousands
 * of levels deep are refused before they run. The shop's own largest operations, measured with
 * every fragment they use: no aliases or directives, depth 15, cost about 14,500
 * (armor's default weights), under 700 tokens. The caps leave room above that; security.test.ts
 * sends every operation of @hemma/data and fails when one no longer fits.
 */
export const GRAPHQL_LIMITS = {
  maxAliases: 10,
  maxDepth: 20,
  maxTokens: 2000,
  maxCost: 30_000,
  maxDirectives: 10,
} as const;

interface ServerContext {
  requestLog: RequestLog;
}

export interface GraphqlEndpointOptions {
  db: Database;
  catalog: Catalog;
  carts: CartStore;
  tokens: TokenService;
  cache: ResponseCache;
  passwordSalt: string;
  /** Introspection and field suggestions off. */
  production: boolean;
}

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/**
 * A request that never ran (it did not parse, failed validation or a limit, or its variables did not
 * fit) answers errors and no data. GraphQL over HTTP gives it 400 for application/graphql-response+json,
 * which the shop's client asks for; a client asking for plain JSON (curl) got yoga's legacy 200. Both
 * get 400, so a refused query never looks like a success.
 */
function isRequestError(status: number, body: string): boolean {
  if (status !== 200 || !body.startsWith('{"errors":')) return false;
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    return !('data' in parsed);
  } catch {
    return false;
  }
}

function createGraphqlYoga(options: GraphqlEndpointOptions) {
  const { db, catalog, carts, tokens } = options;
  return createYoga<ServerContext, GraphQLContext>({
    graphqlEndpoint: '/graphql',
    logging: false,
    landingPage: false,
    // CORS is answered before GraphQL from the allow-list; yoga's default would reflect any origin.
    cors: false,
    schema: createSchema<ServerContext & GraphQLContext>({
      typeDefs: loadTypeDefs(),
      resolvers: {
        ...scalarResolvers,
        GeinsMerchantApiQuery: {
          ...catalogQueries,
          ...cartQueries,
          ...userQueries,
        } satisfies GeinsMerchantApiQueryResolvers,
        GeinsMerchantApiMutation: withInputLimits({
          ...cartMutations,
          ...userMutations,
        } satisfies GeinsMerchantApiMutationResolvers),
      },
    }),
    plugins: [
      EnvelopArmorPlugin({
        maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
        maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
        maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
        costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
        maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
        // Suggestions name fields of the schema; in production the schema is not for reading.
        blockFieldSuggestion: { enabled: options.production },
      }),
      ...(options.production ? [noIntrospection] : []),
      markCacheable(),
      {
        onParams({ params, context }) {
          (context as ServerContext).requestLog.operation = params.operationName ?? undefined;
        },
      },
    ],
    context: ({ request }): GraphQLContext => {
      let user: Promise<AuthUser | null> | undefined;
      const optionalUser = () => {
        user ??= (async () => {
          const bearer = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
          const claims = bearer ? await tokens.verify(bearer) : null;
          const email = claims ? await emailOfUser(db, claims.userId) : undefined;
          return claims && email
            ? { userId: claims.userId, email, sessionId: claims.sessionId }
            : null;
        })();
        return user;
      };
      return {
        catalog,
        db,
        carts,
        passwordSalt: options.passwordSalt,
        optionalUser,
        requireUser: async () => {
          const found = await optionalUser();
          if (!found) throw userError('You need to log in', 'UNAUTHENTICATED');
          return found;
        },
      };
    },
  });
}

/** /graphql: POST answers of catalogue-only queries come from the response cache; everything else runs. */
export function createGraphqlEndpoint(options: GraphqlEndpointOptions) {
  const yoga = createGraphqlYoga(options);
  const { cache } = options;
  return async (request: IncomingMessage, response: ServerResponse, requestLog: RequestLog) => {
    const method = request.method ?? 'GET';
    const body = method === 'POST' ? await readBody(request) : null;
    if (method === 'POST' && body === null)
      return sendGraphqlError(response, 413, 'BODY_TOO_LARGE', 'The request body is too large');
    const key = body ? cache.key(body, request.headers.accept ?? '') : null;
    const hit = key ? cache.get(key) : undefined;
    if (hit) {
      requestLog.cached = true;
      requestLog.operation = hit.operation;
      response.writeHead(200, {
        'content-type': hit.contentType,
        'content-length': String(hit.body.length),
      });
      response.end(hit.body);
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string') headers.set(name, value);
    const context: ServerContext = { requestLog };
    const answer = await yoga.fetch(
      `http://localhost${request.url ?? '/graphql'}`,
      { method, headers, body: body ?? undefined },
      context,
    );
    const text = await answer.text();
    const answerHeaders: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      answerHeaders[name] = value;
    });
    response.writeHead(isRequestError(answer.status, text) ? 400 : answer.status, answerHeaders);
    response.end(text);
    if (key && requestLog.cacheable && answer.status === 200)
      cache.set(key, {
        body: Buffer.from(text),
        contentType: answer.headers.get('content-type') ?? 'application/json',
        operation: requestLog.operation,
      });
  };
}
