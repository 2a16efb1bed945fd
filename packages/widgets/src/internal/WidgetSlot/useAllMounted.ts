import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * One reporter per child; `onMounted` fires once, when every child has reported (at once when there
 * are none). Containers use it for their widgets and areas for their containers, so the page's
 * loading indicator ends when the last widget has committed.
 */
export function useAllMounted(
  count: number,
  onMounted: (() => void) | undefined,
): Array<() => void> {
  const mounted = useRef(new Set<number>());
  const signalled = useRef(false);
  const onMountedRef = useRef(onMounted);
  useEffect(() => {
    onMountedRef.current = onMounted;
  }, [onMounted]);

  const signalIfDone = useCallback(() => {
    if (!signalled.current && mounted.current.size >= count) {
      signalled.current = true;
      onMountedRef.current?.();
    }
  }, [count]);

  const reporters = useMemo(
    () =>
      Array.from({ length: count }, (_, index) => () => {
        mounted.current.add(index);
        signalIfDone();
      }),
    [count, signalIfDone],
  );

  useEffect(() => {
    if (count === 0) signalIfDone();
  }, [count, signalIfDone]);

  return reporters;
}
