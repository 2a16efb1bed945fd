import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentOf, fixturesOf, recordedOperations } from './fixtures';
import { fixtureChannels } from './channels';

/** Paths of fields the document selects that the recorded data lacks (a stale fixture). */
function missingFields(document: DocumentNode, data: unknown): string[] {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const missing: string[] = [];
  const walk = (selectionSet: SelectionSetNode, value: unknown, path: string) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value))
      return value.forEach((item, index) => walk(selectionSet, item, `${path}[${index}]`));
    const record = value as Record<string, unknown>;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet, value, path);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, value, path);
      } else {
        const key = selection.alias?.value ?? selection.name.value;
        if (!(key in record)) missing.push(`${path}.${key}`);
        else if (selection.selectionSet)
          walk(selection.selectionSet, record[key], `${path}.${key}`);
      }
    }
  };
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operation?.kind === Kind.OPERATION_DEFINITION) walk(operation.selectionSet, data, 'data');
  return missing;
}

describe('recorded fixtures', () => {
  it('answer every field the current documents select (re-record with `pnpm record-fixtures` when this fails)', () => {
    const stale = recordedOperations.flatMap((name) =>
      Object.keys(fixtureChannels).flatMap((channel) =>
        fixturesOf(name, channel as keyof typeof fixtureChannels).flatMap((fixture) =>
          missingFields(documentOf(name), fixture.data).map(
            (path) => `${channel}/${name}: ${path}`,
          ),
        ),
      ),
    );
    expect(stale.slice(0, 10)).toEqual([]);
  });

  it('notices a field the API did not answer', () => {
    const [fixture] = fixturesOf('channel', 'se');
    const { channel } = fixture!.data;
    const withoutName = { channel: { ...channel, name: undefined } };
    delete (withoutName.channel as Record<string, unknown>).name;
    expect(missingFields(documentOf('channel'), withoutName)).toEqual(['data.channel.name']);
  });
});
