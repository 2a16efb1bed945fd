import { breakpoints, layout as layoutConstants } from '@hemma/ui';
import { useMemo } from 'react';
import type { WidgetContainerFragment, WidgetFragment } from '@hemma/data';
import { sizesForColumns } from '../internal/images/imageSource';
import type { WidgetRegistry } from '../registry/createWidgetRegistry';
import { WidgetSlot } from '../internal/WidgetSlot/WidgetSlot';
import {
  columnsOf,
  containerDesignOf,
  containerLayoutOf,
  containerToneOf,
} from './containerLayout';
import * as styles from './WidgetContainer.css';
import { useAllMounted } from '../internal/WidgetSlot/useAllMounted';

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

export type WidgetDensity = keyof typeof styles.density;

export function sortedWidgets(container: WidgetContainerFragment): WidgetFragment[] {
  return (container.widgets ?? [])
    .filter((widget): widget is WidgetFragment => widget !== null)
    .map((widget, index) => ({ widget, index }))
    .sort((a, b) => (a.widget.sortOrder ?? a.index) - (b.widget.sortOrder ?? b.index))
    .map(({ widget }) => widget);
}

/** A row of widgets in a grid: one column on phones, the layout's 2, 3 or 4 from tablet up. */
export function WidgetContainer({
  container,
  registry,
  variables,
  holdsFirstWidget = false,
  onMounted,
  density = 'regular',
}: WidgetContainerProps) {
  const design = containerDesignOf(container.design);
  const layout = containerLayoutOf(container.layout);
  const tone = containerToneOf(container.design);
  const widgets = useMemo(() => sortedWidgets(container), [container]);
  const maxWidth =
    design === 'narrow'
      ? layoutConstants.containerMaxWidth.narrow
      : layoutConstants.containerMaxWidth.default;
  const imageLayout = useMemo(
    () => ({ sizes: sizesForColumns(columnsOf[layout], breakpoints.tablet, maxWidth) }),
    [layout, maxWidth],
  );

  const reporters = useAllMounted(widgets.length, onMounted);

  return (
    <div className={styles.tone[tone]} data-tone={tone}>
      <div
        className={`${styles.container} ${styles.density[density]} ${styles.design[design]}`}
        data-design={design}
        data-layout={layout}
        data-name={container.name ?? undefined}
      >
        <div className={styles.layout[layout]}>
          {widgets.map((widget, index) => (
            <WidgetSlot
              key={widget.id ?? index}
              widget={widget}
              registry={registry}
              variables={variables}
              imageLayout={imageLayout}
              isFirst={holdsFirstWidget && index === 0}
              cellClassName={styles.cell}
              onMounted={reporters[index]!}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
