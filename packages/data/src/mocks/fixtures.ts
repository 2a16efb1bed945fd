import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import type { DocumentNode, OperationTypeNode } from 'graphql';
import * as documents from '../generated/graphql';
import { fixtureChannels, type FixtureChannelKey } from './channels';
import { recordedFixtures } from './fixtures/index';

type Documents = typeof documents;
/** Every operation of src/graphql, by the name it has there (`products`, `getCart`, ...). */
export type OperationName = {
  [K in keyof Documents]: K extends `${infer Name}Document` ? Uncapitalize<Name> : never;
}[keyof Documents];
type DocumentOf<Name extends OperationName> = Documents[`${Capitalize<Name>}Document`];
export type OperationResult<Name extends OperationName> = ResultOf<DocumentOf<Name>>;
export type OperationVariablesOf<Name extends OperationName> = VariablesOf<DocumentOf<Name>>;

export interface Fixture<Name extends OperationName = OperationName> {
  variables: Partial<OperationVariablesOf<Name>>;
  data: OperationResult<Name>;
}

/** The variables the client adds to every operation; they choose the channel, not the entry. */
const marketVariables = new Set(['channelId', 'marketId', 'languageId']);

export function documentOf(name: OperationName): DocumentNode {
  const key = `${name.charAt(0).toUpperCase()}${name.slice(1)}Document` as keyof Documents;
  return documents[key] as DocumentNode;
}

export function operationKind(name: OperationName): OperationTypeNode {
  const definition = documentOf(name).definitions.find((d) => d.kind === 'OperationDefinition');
  if (!definition || definition.kind !== 'OperationDefinition')
    throw new Error(`${name} is not an operation`);
  return definition.operation;
}

/**
 * A result as JSON holds it: the API's enums (`SortType`, `CheckoutStatus`...) read back as plain
 * strings, everything else as the generated type says.
 */
type AsRecorded<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly AsRecorded<Item>[]
    : T extends object
      ? { [Key in keyof T]: AsRecorded<T[Key]> }
      : T;

/**
 * The recordings checked against the generated result types: a field the operations select that a
 * recording lacks, or a value of another type (a field made non-null, a number turned string), is
 * a type error here until `pnpm record-fixtures` records them again.
 */
const checkedFixtures = recordedFixtures satisfies Record<
  FixtureChannelKey,
  { [Name in OperationName]?: readonly { data: AsRecorded<OperationResult<Name>> }[] }
>;

/** Every recorded response of an operation in a channel, in recording order. */
export function fixturesOf<Name extends OperationName>(
  name: Name,
  channel: FixtureChannelKey = 'se',
): Fixture<Name>[] {
  const byChannel = checkedFixtures[channel] as Partial<Record<OperationName, unknown>>;
  return (byChannel[name] ?? []) as Fixture<Name>[];
}

/**
 * The recorded response that best fits the variables: the one that agrees on the most variables
 * (channel, market and language aside); the first recorded on a tie.
 */
export function findFixture<Name extends OperationName>(
  name: Name,
  channel: FixtureChannelKey = 'se',
  variables: Record<string, unknown> = {},
): Fixture<Name> | undefined {
  const candidates = fixturesOf(name, channel);
  let best: Fixture<Name> | undefined;
  let bestScore = -1;
  for (const candidate of candidates) {
    const recorded = Object.entries(candidate.variables as Record<string, unknown>).filter(
      ([key]) => !marketVariables.has(key),
    );
    const score = recorded.filter(
      ([key, value]) => JSON.stringify(variables[key]) === JSON.stringify(value),
    ).length;
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/** The data of the best-fitting recorded response; throws when the operation was never recorded. */
export function fixtureData<Name extends OperationName>(
  name: Name,
  channel: FixtureChannelKey = 'se',
  variables: Partial<OperationVariablesOf<Name>> = {},
): OperationResult<Name> {
  const fixture = findFixture(name, channel, variables as Record<string, unknown>);
  if (!fixture)
    throw new Error(`No recorded fixture for ${name} in ${fixtureChannels[channel].channelId}`);
  return fixture.data;
}

export const recordedOperations = [
  ...new Set(Object.values(recordedFixtures).flatMap((byChannel) => Object.keys(byChannel))),
] as OperationName[];
