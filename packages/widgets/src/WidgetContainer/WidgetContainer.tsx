import type { WidgetContainerFragment, WidgetFragment } from '@hemma/data';
import type { WidgetRegistry } from '../registry/createWidgetRegistry';
import { WidgetSlot } from '../internal/WidgetSlot/WidgetSlot';
import { WidgetContainerGrid, type WidgetDensity } from './WidgetContainerGrid';

export { sortedWidgets, type WidgetDensity } from './WidgetContainerGrid';

export interface WidgetContainerProps {
  container: WidgetContainerFragment;
  registry: WidgetRegistry;
  variables?: Record<string, unknown>;
  /** Whether this container holds the area's first widget (its image loads eagerly). */
  holdsFirstWidget?: boolean;
  /** Called once, when every widget of the container has mounted (or been skipped). */
  onMounted?: () => void;
  /** Regular for a page's sections; compact for a strip above the page's own content. */
  density?: WidgetDensity;
}

/**
 * A row of widgets in a grid: one column on phones, the layout's 2, 3 or 4 from tablet up. Each
 * widget's configuration is read against its type's schema here, in the browser.
 */
export function WidgetContainer({
  container,
  registry,
  variables,
  ...props
}: WidgetContainerProps) {
  return (
    <WidgetContainerGrid<WidgetFragment>
      container={container}
      slot={(widget, placement) => (
        <WidgetSlot widget={widget} registry={registry} variables={variables} {...placement} />
      )}
      {...props}
    />
  );
}
