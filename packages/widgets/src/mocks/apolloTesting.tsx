import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';

type Responder = (operationName: string, variables: Record<string, unknown>) => unknown;

/** An Apollo client whose link answers from a function: results, or a thrown error. */
export function testClient(respond: Responder) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        try {
          observer.next({
            data: respond(operation.operationName ?? '', operation.variables),
          } as never);
          observer.complete();
        } catch (error) {
          observer.error(error);
        }
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

export function TestApolloProvider({
  client,
  children,
}: {
  client: ApolloClient;
  children: ReactNode;
}) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
