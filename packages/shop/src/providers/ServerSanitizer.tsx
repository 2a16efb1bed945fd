import type { HtmlSanitizer } from '@hemma/widgets';
import { createContext, useContext, type ReactNode } from 'react';

const ServerSanitizerContext = createContext<HtmlSanitizer | undefined>(undefined);

/** entry.server hands its DOM-backed sanitizer to the tree; the browser uses DOMPurify on its window. */
export function ServerSanitizerProvider({
  sanitizer,
  children,
}: {
  sanitizer: HtmlSanitizer;
  children: ReactNode;
}) {
  return (
    <ServerSanitizerContext.Provider value={sanitizer}>{children}</ServerSanitizerContext.Provider>
  );
}

export function useServerSanitizer(): HtmlSanitizer | undefined {
  return useContext(ServerSanitizerContext);
}
