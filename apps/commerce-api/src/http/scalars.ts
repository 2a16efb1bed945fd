import { GraphQLScalarType, Kind } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

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

const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Merchant API's Guid: order public ids are random UUIDs, compared in lower case. */
function parseGuid(value: unknown): string {
  if (typeof value !== 'string' || !GUID_PATTERN.test(value.trim()))
    throw createGraphQLError('Guid must be 32 hexadecimal digits in the 8-4-4-4-12 form', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  return value.trim().toLowerCase();
}

/** The Merchant API's custom scalars, read strictly. */
export const scalarResolvers = {
  Decimal: numberScalar('Decimal', 'A decimal amount'),
  Long: numberScalar('Long', 'A 64-bit integer'),
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
    parseValue: parseDateTime,
    parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
  Guid: new GraphQLScalarType({
    name: 'Guid',
    serialize: (value) => String(value),
    parseValue: parseGuid,
    parseLiteral: (ast) => parseGuid(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
};
