import { createApolloClient } from '@hemma/data';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ApolloStateScript, ServerApolloClientProvider } from './DataProvider';

function serverClientWith(name: string) {
  const client = createApolloClient({
    endpoint: 'http://api.test/graphql',
    apiKey: 'key',
    channelId: '1|se',
    marketId: 'se',
    languageId: 'sv-SE',
    ssr: true,
  });
  client.cache.restore({ 'ProductType:1': { __typename: 'ProductType', productId: 1, name } });
  return client;
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).__APOLLO_STATE__;
});

describe('<ApolloStateScript />', () => {
  it('writes the server cache into the page with < escaped, so no value can close the script', () => {
    const html = renderToString(
      <ServerApolloClientProvider client={serverClientWith('</script><script>alert(1)</script>')}>
        <ApolloStateScript nonce="abc" />
      </ServerApolloClientProvider>,
    );
    expect(html).toContain('nonce="abc"');
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('\\u003c/script>');
  });

  it('renders in the browser exactly the text the server wrote, so hydration matches', () => {
    const serverHtml = renderToString(
      <ServerApolloClientProvider client={serverClientWith('Bo <2-sits> soffa')}>
        <ApolloStateScript />
      </ServerApolloClientProvider>,
    );
    const body = /<script[^>]*>(.*)<\/script>/.exec(serverHtml)?.[1] ?? '';
    // What the browser does with the script: evaluate it, then render again without a server client.
    new Function(
      body
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>'),
    )();
    expect(renderToString(<ApolloStateScript />)).toBe(serverHtml);
  });

  it('writes nothing when the request had no client', () => {
    expect(renderToString(<ApolloStateScript />)).toBe('');
  });
});
