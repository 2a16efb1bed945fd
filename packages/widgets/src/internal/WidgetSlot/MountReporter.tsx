import { useEffect } from 'react';

/** Reports once its place in the tree has committed; placed after a widget, it marks the widget mounted. */
export function MountReporter({ onMounted }: { onMounted: () => void }) {
  useEffect(() => {
    onMounted();
  }, [onMounted]);
  return null;
}
