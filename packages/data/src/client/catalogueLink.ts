import { ApolloLink } from '@apollo/client/link';
import { ServerError } from '@apollo/client/errors';
import { Observable } from 'rxjs';
import { ServerResponseMissingError } from './errors';

function isMissingResponse(error: ServerError): boolean {
  if (error.statusCode >= 300) return false;
  try {
    const body: unknown = JSON.parse(error.bodyText);
    return (
      typeof body === 'object' &&
      body !== null &&
      !Array.isArray(body) &&
      !('data' in body) &&
      !('errors' in body)
    );
  } catch {
    return false;
  }
}

/**
 * Words transport errors as the spec's catalogue does. Apollo already says
 * 'Response not successful: Received status code {n}' and raises a parse error for a non-JSON
 * body; a JSON body with neither data nor errors it calls "malformed", the spec "missing".
 */
export const catalogueLink = new ApolloLink(
  (operation, forward) =>
    new Observable((observer) => {
      const subscription = forward(operation).subscribe({
        next: (value) => observer.next(value),
        complete: () => observer.complete(),
        error: (error: unknown) => {
          if (ServerError.is(error) && isMissingResponse(error)) {
            observer.error(
              new ServerResponseMissingError(operation.operationName ?? '', {
                statusCode: error.statusCode,
                bodyText: error.bodyText,
              }),
            );
            return;
          }
          observer.error(error);
        },
      });
      return () => subscription.unsubscribe();
    }),
);
