import { render, waitFor } from '@testing-library/react';
import { gql } from '@apollo/client';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApolloClientLoader } from '@hemma/data';
import { DataProvider } from './DataProvider';

const probe = gql`
  query probe {
    channels {
      id
    }
  }
`;

/** A part of the page that asks the API as soon as it is mounted, as a page's first query does. */
function QueriesOnMount() {
  const loadClient = useApolloClientLoader();
  useEffect(() => {
    void loadClient().then((client) => client.query({ query: probe, fetchPolicy: 'network-only' }));
  }, [loadClient]);
  return null;
}

const sent: Array<Record<string, unknown>> = [];

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: unknown, init?: RequestInit) => {
      sent.push(
        (JSON.parse(String(init?.body)) as { variables: Record<string, unknown> }).variables,
      );
      return new Response(JSON.stringify({ data: { channels: [] } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const settings = { graphqlPath: 'http://shop.test/graphql', apiKey: 'key' };
const sweden = { channelId: '1|se', marketId: 'se', languageId: 'sv-SE' };
const finland = { channelId: '3|com', marketId: 'fi', languageId: 'sv-SE' };

describe('<DataProvider />', () => {
  it('sends the new market with the first query after a market switch, from a part mounted in the same render', async () => {
    const { rerender } = render(
      <DataProvider settings={settings} variables={sweden}>
        <QueriesOnMount key="before" />
      </DataProvider>,
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject(sweden);

    // The root loader's new shop context and the page it belongs to arrive in one render.
    rerender(
      <DataProvider settings={settings} variables={finland}>
        <QueriesOnMount key="after" />
      </DataProvider>,
    );
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject(finland);
  });
});
