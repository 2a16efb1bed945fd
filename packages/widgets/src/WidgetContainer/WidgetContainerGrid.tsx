import { breakpoints, layout as layoutConstants } from '@hemma/ui';
import { Fragment, useMemo, type ReactNode } from 'react';
import type { WidgetContainerFragment } from '@hemma/data';
import { sizesForColumns } from '../internal/images/imageSource';
import type { WidgetImageLayout } from '../types/widgetProps';
import {
  columnsOf,
  containerDesignOf,
  containerLayoutOf,
  containerToneOf,
} from './containerLayout';
import * as styles from './WidgetContainer.css';
import { useAllMounted } from '../internal/WidgetSlot/useAllMounted';

/** A container as the API sends it, or prepared on a server (its widgets then carry their read configuration). */
export type ContainerOf<Widget> = Omit<WidgetContainerFragment, 'widgets'> & {
  widgets: Array<Widget | null> | null;
};

/** Where a widget's slot sits in its container, for the slot to draw it there. */
export interface SlotPlacement {
  imageLayout: WidgetImageLayout;
  isFirst: boolean;
  cellClassName: string;
  onMounted: () => void;
}

export interface WidgetContainerGridProps<Widget> {
  container: ContainerOf<Widget>;
  /** Draws one widget in its place: reading its configuration here or taking a server's reading. */
  slot: (widget: Widget, placement: SlotPlacement) => ReactNode;
  /** Whether this container holds the area's first widget (its image loads eagerly). */
  holdsFirstWidget?: boolean;
  /** Called once, when every widget of the container has mounted (or been skipped). */
  onMounted?: () => void;
  /** Regular for a page's sections; compact for a strip above the page's own content. */
  density?: WidgetDensity;
}

export type WidgetDensity = keyof typeof styles.density;

interface Sortable {
  id?: string | null;
  sortOrder?: number | null;
}

export function sortedWidgets<Widget extends Sortable>(container: ContainerOf<Widget>): Widget[] {
  return (container.widgets ?? [])
    .filter((widget): widget is Widget => widget !== null)
    .map((widget, index) => ({ widget, index }))
    .sort((a, b) => (a.widget.sortOrder ?? a.index) - (b.widget.sortOrder ?? b.index))
    .map(({ widget }) => widget);
}

/** A row of widgets in a grid: one column on phones, the layout's 2, 3 or 4 from tablet up. */
export function WidgetContainerGrid<Widget extends Sortable>({
  container,
  slot,
  holdsFirstWidget = false,
  onMounted,
  density = 'regular',
}: WidgetContainerGridProps<Widget>) {
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
            <Fragment key={widget.id ?? index}>
              {slot(widget, {
                imageLayout,
                isFirst: holdsFirstWidget && index === 0,
                cellClassName: styles.cell,
                onMounted: reporters[index]!,
              })}
            </Fragment>
          ))}
        </div>
      </div>
    </div>
  );
}
