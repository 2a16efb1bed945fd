import { delay, graphql, HttpResponse, type GraphQLHandler } from 'msw';
import { channelOf, type FixtureChannelKey } from './channels';
import {
  findFixture,
  operationKind,
  recordedOperations,
  type OperationName,
  type OperationResult,
  type OperationVariablesOf,
} from './fixtures';

function handlerFor(
  name: OperationName,
  resolve: Parameters<typeof graphql.query>[1],
): GraphQLHandler {
  return operationKind(name) === 'mutation'
    ? graphql.mutation(name, resolve)
    : graphql.query(name, resolve);
}

/**
 * One handler per recorded operation: it answers with the response the embedded API gave for the
 * request's channel and the best-fitting variables.
 */
export const handlers: GraphQLHandler[] = recordedOperations.map((name) =>
  handlerFor(name, ({ variables }) => {
    const fixture =
      findFixture(name, channelOf(variables), variables) ?? findFixture(name, 'se', variables);
    return HttpResponse.json({ data: fixture?.data ?? null });
  }),
);

/** Always answers the operation with the recorded response that fits these variables. */
export function fixtureHandler<Name extends OperationName>(
  name: Name,
  options: { channel?: FixtureChannelKey; variables?: Partial<OperationVariablesOf<Name>> } = {},
): GraphQLHandler {
  return handlerFor(name, ({ variables }) => {
    const channel = options.channel ?? channelOf(variables);
    const fixture = findFixture(
      name,
      channel,
      (options.variables ?? variables) as Record<string, unknown>,
    );
    return HttpResponse.json({ data: fixture?.data ?? null });
  });
}

/** Answers with the given data (derive it from a fixture, e.g. an emptied list). */
export function dataHandler<Name extends OperationName>(
  name: Name,
  data: OperationResult<Name>,
): GraphQLHandler {
  return handlerFor(name, () => HttpResponse.json({ data }));
}

/** A GraphQL error as the API words them, e.g. `graphqlErrorHandler('addToCart', 'Only 2 left')`. */
export function graphqlErrorHandler(
  name: OperationName,
  message: string,
  code = 'BAD_USER_INPUT',
): GraphQLHandler {
  return handlerFor(name, () =>
    HttpResponse.json({ data: null, errors: [{ message, extensions: { code } }] }),
  );
}

/** A server failure: the client reports 'Response not successful: Received status code {status}'. */
export function serverErrorHandler(name: OperationName, status = 500): GraphQLHandler {
  return handlerFor(name, () =>
    HttpResponse.json({ errors: [{ message: 'Something went wrong' }] }, { status }),
  );
}

/** Never answers: the loading state, held for the screenshot. */
export function loadingHandler(name: OperationName): GraphQLHandler {
  return handlerFor(name, async () => {
    // The visual test waits for every request of a story except the ones held on purpose.
    (globalThis as { __visualHoldFetch?: () => void }).__visualHoldFetch?.();
    await delay('infinite');
    return HttpResponse.json({ data: null });
  });
}
