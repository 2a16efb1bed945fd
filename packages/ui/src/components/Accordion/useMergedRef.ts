import { useCallback, useRef, type ForwardedRef } from 'react';

/** The part's own ref to its element, and a ref callback that also fills the forwarded one. */
export function useMergedRef<T>(forwarded: ForwardedRef<T>) {
  const own = useRef<T | null>(null);
  const merged = useCallback(
    (node: T | null) => {
      own.current = node;
      if (typeof forwarded === 'function') forwarded(node);
      else if (forwarded) forwarded.current = node;
    },
    [forwarded],
  );
  return [own, merged] as const;
}
