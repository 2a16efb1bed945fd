import { createServer as createHttpServer, type Server } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import { loadTypeDefs } from './schema/loadSchema';

const channels = [
  {
    id: '1|se',
    name: 'hemma.se',
    type: 'webshop',
    url: 'https://hemma.se',
    defaultLanguageId: 'sv-SE',
    defaultMarketId: 'se',
  },
  {
    id: '3|com',
    name: 'hemma.com',
    type: 'webshop',
    url: 'https://hemma.com',
    defaultLanguageId: 'en-US',
    defaultMarketId: 'eu',
  },
];

export function createServer(typeDefs = loadTypeDefs()): Server {
  const yoga = createYoga({
    graphqlEndpoint: '/graphql',
    logging: false,
    schema: createSchema({
      typeDefs,
      resolvers: { GeinsMerchantApiQuery: { channels: () => channels } },
    }),
  });
  return createHttpServer((request, response) => {
    if (request.url === '/health') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'ok' }));
      return;
    }
    void yoga(request, response);
  });
}
