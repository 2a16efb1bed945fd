import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createApolloClient } from '../client/createApolloClient';
import { fixtureChannels, type FixtureChannelKey } from './channels';

/** The endpoint stories and unit tests talk to; MSW answers it, nothing is listening there. */
export const mockGraphqlEndpoint = 'https://commerce.hemma.test/graphql';

/** A fresh client for one story or test, on the channel's default market and language. */
export function createMockApolloClient(channel: FixtureChannelKey = 'se'): ApolloClient {
  const { channelId, marketId, languageId } = fixtureChannels[channel];
  return createApolloClient({
    endpoint: mockGraphqlEndpoint,
    apiKey: 'storybook',
    channelId,
    marketId,
    languageId,
  });
}

export function ApolloStoryProvider({
  channel = 'se',
  children,
}: {
  channel?: FixtureChannelKey;
  children: ReactNode;
}) {
  const [client] = useState(() => createMockApolloClient(channel));
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}

const isChannel = (value: unknown): value is FixtureChannelKey =>
  typeof value === 'string' && value in fixtureChannels;

/**
 * A Storybook decorator: a new client per story and channel (so no story sees another's cache),
 * on the channel of the toolbar's `channel` global (se when it shows both side by side).
 */
export function withApolloStory(
  Story: ComponentType,
  context: { id: string; globals: Record<string, unknown> },
): ReactElement {
  const channel = isChannel(context.globals.channel) ? context.globals.channel : 'se';
  return (
    <ApolloStoryProvider key={`${context.id}:${channel}`} channel={channel}>
      <Story />
    </ApolloStoryProvider>
  );
}
