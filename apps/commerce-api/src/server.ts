import { createHash, timingSafeEqual } from 'node:crypto';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLScalarType, Kind, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createGraphQLError, createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { AuthService, AUTH_PATH, isHttps, REFRESH_TOKEN_HEADER } from './auth/authService';
import { GEINS_PASSWORD_SALT } from './auth/passwords';
import { LoginThrottle } from './auth/loginThrottle';
import { TokenService, type AuthUser } from './auth/tokens';
import type { Catalog } from './catalog/catalog';
import { refreshRatings } from './db/catalogStore';
import type { Database } from './db/database';
import { userError } from './errors';
import { ImageService, IMAGE_CACHE_CONTROL } from './images/imageService';
import { markCacheable, ResponseCache } from './responseCache';
import { cartMutations, cartQueries } from './resolvers/cartResolvers';
import { catalogQueries } from './resolvers/catalogResolvers';
import type { GraphQLContext } from './resolvers/graphqlContext';
import { userMutations, userQueries } from './resolvers/userResolvers';
import { withInputLimits } from './resolvers/inputLimits';
import { loadTypeDefs } from './schema/loadSchema';
import { CartStore } from './store/cartStore';

export const API_KEY_HEADER = 'x-apikey';
/** The header the dev tools ask for: a key of their own, never the public API key. */
export const DEV_TOOLS_KEY_HEADER = 'x-dev-tools-key';
/** HSTS for a year once a browser has reached us over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

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

export interface AppOptions {
  db: Database;
  catalog: Catalog;
  apiKey: string;
  /** The HS256 secret of the tokens: AUTH_SECRET, or the one generated and kept in the database. */
  authSecret: string;
  /** Introspection off, and no dev tools whatever key is given. */
  production?: boolean;
  /** Enables the dev tools (/dev/*) behind this key, sent in X-Dev-Tools-Key. */
  devToolsKey?: string;
  /** Browser origins allowed to call the API across origins, with credentials. */
  allowedOrigins?: readonly string[];
  /** The login throttle reads the client address from X-Forwarded-For (the last hop, added by your proxy). */
  trustProxy?: boolean;
  /** The salt of the clients' password hash (commitReset hashes a plain password with it); Geins's by default. */
  passwordSalt?: string;
  /** Folder for drawn pictures; null keeps them in memory only for the request. */
  imageCacheDir?: string | null;
  /** One line per request; pass a no-op to silence. */
  log?: (line: string) => void;
}

const numberScalar = (name: string, description: string) =>
  new GraphQLScalarType({
    name,
    description,
    serialize: (value) => Number(value),
    // Only numbers and numeric texts: Number() would also turn '', true and [] into 0 or 1.
    parseValue: (value) => {
      const numeric =
        typeof value === 'number' || (typeof value === 'string' && value.trim() !== '');
      const number = numeric ? Number(value) : Number.NaN;
      if (!Number.isFinite(number))
        throw createGraphQLError(`${name} must be a number`, {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      return number;
    },
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.INT && ast.kind !== Kind.FLOAT && ast.kind !== Kind.STRING)
        throw createGraphQLError(`${name} must be a number`);
      const number = Number(ast.value);
      if (!Number.isFinite(number)) throw createGraphQLError(`${name} must be a number`);
      return number;
    },
  });

/** An ISO 8601 text Date can read; anything else is the client's error, not an unexpected one. */
function parseDateTime(value: unknown): string {
  const date =
    typeof value === 'string' && value.trim() !== '' ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime()))
    throw createGraphQLError('DateTime must be an ISO 8601 date and time', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  return date.toISOString();
}

const dateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});

const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Merchant API's Guid: order public ids are random UUIDs, compared in lower case. */
function parseGuid(value: unknown): string {
  if (typeof value !== 'string' || !GUID_PATTERN.test(value.trim()))
    throw createGraphQLError('Guid must be 32 hexadecimal digits in the 8-4-4-4-12 form', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  return value.trim().toLowerCase();
}

const guid = new GraphQLScalarType({
  name: 'Guid',
  serialize: (value) => String(value),
  parseValue: parseGuid,
  parseLiteral: (ast) => parseGuid(ast.kind === Kind.STRING ? ast.value : undefined),
});

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function apiKeyError(response: ServerResponse, status: number, code: string, message: string) {
  sendJson(response, status, { errors: [{ message, extensions: { code } }] });
}

interface ServerContext {
  requestLog: RequestLog;
}

interface RequestLog {
  operation?: string;
  cacheable?: boolean;
  cached?: boolean;
}

const MAX_BODY_BYTES = 1024 * 1024;

async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

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

/** Compares secrets in constant time (hashing first, so differing lengths do not end early). */
function keysMatch(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return expected !== '' && timingSafeEqual(digest(given), digest(expected));
}

export interface App {
  server: Server;
  tokens: TokenService;
}

export function createApp(options: AppOptions): App {
  const { db, catalog } = options;
  const { apiKey, authSecret: secret } = options;
  const devToolsKey = options.production ? undefined : options.devToolsKey;
  const allowedOrigins = new Set(options.allowedOrigins ?? []);
  const log = options.log ?? ((line: string) => console.log(line));
  const tokens = new TokenService(secret, db);
  const clientAddress = (request: IncomingMessage) => {
    const forwarded = options.trustProxy
      ? String(request.headers['x-forwarded-for'] ?? '')
          .split(',')
          .at(-1)
          ?.trim()
      : undefined;
    return forwarded || request.socket.remoteAddress || 'unknown';
  };
  const auth = new AuthService(
    db,
    tokens,
    `${secret}:sign`,
    new LoginThrottle(db.pool),
    clientAddress,
    apiKey,
  );
  const noIntrospection: Plugin = {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
  const carts = new CartStore(db);
  const images = new ImageService(catalog, options.imageCacheDir ?? null);
  const cache = new ResponseCache(catalog);

  const yoga = createYoga<ServerContext, GraphQLContext>({
    graphqlEndpoint: '/graphql',
    logging: false,
    landingPage: false,
    // CORS is answered in handle() from the allow-list; yoga's default would reflect any origin.
    cors: false,
    schema: createSchema<ServerContext & GraphQLContext>({
      typeDefs: loadTypeDefs(),
      resolvers: {
        Decimal: numberScalar('Decimal', 'A decimal amount'),
        Long: numberScalar('Long', 'A 64-bit integer'),
        DateTime: dateTime,
        Guid: guid,
        GeinsMerchantApiQuery: { ...catalogQueries, ...cartQueries, ...userQueries },
        GeinsMerchantApiMutation: withInputLimits({ ...cartMutations, ...userMutations }),
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
        blockFieldSuggestion: { enabled: Boolean(options.production) },
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
          if (!bearer) return null;
          const claims = await tokens.verify(bearer);
          if (!claims) return null;
          const [row] = await db.query<{ email: string }>('select email from users where id = $1', [
            claims.userId,
          ]);
          return row
            ? { userId: claims.userId, email: row.email, sessionId: claims.sessionId }
            : null;
        })();
        return user;
      };
      return {
        catalog,
        db,
        carts,
        passwordSalt: options.passwordSalt ?? GEINS_PASSWORD_SALT,
        optionalUser,
        requireUser: async () => {
          const found = await optionalUser();
          if (!found) throw userError('You need to log in', 'UNAUTHENTICATED');
          return found;
        },
      };
    },
  });

  const handle = async (
    request: IncomingMessage,
    response: ServerResponse,
    requestLog: RequestLog,
  ) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (isHttps(request))
      response.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if (url.pathname === '/health') return sendJson(response, 200, { status: 'ok' });
    if (url.pathname.startsWith('/images/')) {
      const [, , kind, width, fileName] = url.pathname.split('/');
      const image = await images.get(kind ?? '', Number(width), fileName ?? '');
      if (!image) return sendJson(response, 404, { error: 'NOT_FOUND', message: 'No such image' });
      response.writeHead(200, {
        'content-type': image.contentType,
        'cache-control': IMAGE_CACHE_CONTROL,
        'content-length': String(image.body.length),
      });
      response.end(image.body);
      return;
    }
    const isAuth = url.pathname === AUTH_PATH || url.pathname.startsWith(`${AUTH_PATH}/`);
    const isGraphql = url.pathname === '/graphql';
    if (isAuth || isGraphql) {
      allowOrigin(request, response);
      if (request.method === 'OPTIONS') {
        response.writeHead(204, {
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': `content-type, authorization, x-apikey, apollo-require-preflight, x-apollo-operation-name, ${REFRESH_TOKEN_HEADER}`,
        });
        response.end();
        return;
      }
    }
    if (isAuth) return auth.handle(request, response, url);
    if (url.pathname.startsWith('/dev/') && devToolsKey) return devTools(request, response, url);
    if (!isGraphql)
      return sendJson(response, 404, { error: 'NOT_FOUND', message: `Nothing at ${url.pathname}` });
    const given = request.headers[API_KEY_HEADER];
    if (!given)
      return apiKeyError(
        response,
        401,
        'API_KEY_MISSING',
        'An API key is required in the X-ApiKey header',
      );
    if (given !== apiKey)
      return apiKeyError(
        response,
        403,
        'API_KEY_INVALID',
        'The API key in the X-ApiKey header is not valid',
      );
    await graphql(request, response, requestLog);
  };

  /**
   * CORS for the configured origins only (the shop's own): an Origin not on the list gets no
   * Access-Control headers, so a foreign page can neither read answers nor send credentials.
   */
  const allowOrigin = (request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('vary', 'Origin');
    const origin = request.headers.origin;
    if (!origin || !allowedOrigins.has(origin)) return;
    response.setHeader('access-control-allow-origin', origin);
    response.setHeader('access-control-allow-credentials', 'true');
    // Geins's clients read the refresh token from this header; only the allowed origins may.
    response.setHeader('access-control-expose-headers', REFRESH_TOKEN_HEADER);
  };

  /**
   * Development tools, only when a dev tools key is configured (never in production), and only with
   * that key: the outbox (mails the server would send, password reset keys among them) and review
   * moderation, since a posted review is shown only once accepted.
   */
  const devTools = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const given = request.headers[DEV_TOOLS_KEY_HEADER];
    if (!given)
      return apiKeyError(
        response,
        401,
        'DEV_TOOLS_KEY_MISSING',
        'The dev tools need their key in the X-Dev-Tools-Key header',
      );
    if (!keysMatch(String(given), devToolsKey ?? ''))
      return apiKeyError(
        response,
        403,
        'DEV_TOOLS_KEY_INVALID',
        'The key in the X-Dev-Tools-Key header is not valid',
      );
    if (url.pathname === '/dev/outbox') {
      const rows = await db.query(
        'select email, subject, body, created_at from outbox where email = $1 order by id desc limit 20',
        [(url.searchParams.get('email') ?? '').toLowerCase()],
      );
      return sendJson(response, 200, rows);
    }
    if (url.pathname === '/dev/reviews' && request.method === 'GET')
      return sendJson(
        response,
        200,
        await db.query(
          `select id, product_id, author, rating, comment, review_date from reviews where status = 'pending' order by id`,
        ),
      );
    const moderation = /^\/dev\/reviews\/(\d+)\/(accept|reject)$/.exec(url.pathname);
    if (moderation && request.method === 'POST') {
      const status = moderation[2] === 'accept' ? 'accepted' : 'rejected';
      const rows = await db.query(
        `update reviews set status = $2 where id = $1 and status = 'pending' returning id`,
        [Number(moderation[1]), status],
      );
      if (rows.length === 0)
        return sendJson(response, 404, {
          error: 'NOT_FOUND',
          message: 'No pending review with that id',
        });
      await refreshRatings(db, catalog);
      catalog.version += 1;
      return sendJson(response, 200, { id: Number(moderation[1]), status });
    }
    return sendJson(response, 404, { error: 'NOT_FOUND', message: `Nothing at ${url.pathname}` });
  };

  /** POST answers of catalogue-only queries come from the response cache; everything else goes through GraphQL. */
  const graphql = async (
    request: IncomingMessage,
    response: ServerResponse,
    requestLog: RequestLog,
  ) => {
    const method = request.method ?? 'GET';
    const body = method === 'POST' ? await readBody(request) : null;
    if (method === 'POST' && body === null)
      return sendJson(response, 413, {
        errors: [
          { message: 'The request body is too large', extensions: { code: 'BODY_TOO_LARGE' } },
        ],
      });
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

  const server = createHttpServer((request, response) => {
    const started = performance.now();
    const requestLog: RequestLog = {};
    response.on('finish', () => {
      const path = (request.url ?? '/').split('?')[0];
      const operation = `${requestLog.operation ? ` ${requestLog.operation}` : ''}${requestLog.cached ? ' (cached)' : ''}`;
      log(
        `${new Date().toISOString()} ${request.method} ${path} ${response.statusCode} ${(performance.now() - started).toFixed(1)}ms${operation}`,
      );
    });
    handle(request, response, requestLog).catch((error: unknown) => {
      log(`error ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!response.headersSent)
        sendJson(response, 500, { error: 'INTERNAL', message: 'Something went wrong' });
      else response.end();
    });
  });
  // Longer than the clients' idle keep-alive, so the server never closes a socket a client is about to reuse.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return { server, tokens };
}
