import { Fragment, useMemo, type ReactNode } from 'react';
import type { WidgetAreaFragment } from '@hemma/data';
import type { ContainerOf, WidgetDensity } from '../WidgetContainer/WidgetContainerGrid';
import { sortedWidgets } from '../WidgetContainer/WidgetContainerGrid';
import { useAllMounted } from '../internal/WidgetSlot/useAllMounted';

/** An area as the API sends it, or prepared on a server. */
export type AreaOf<Widget> = Omit<WidgetAreaFragment, 'containers'> & {
  containers: Array<ContainerOf<Widget> | null> | null;
};

/** Where a container sits in its area, for the container to draw itself there. */
export interface ContainerPlacement {
  holdsFirstWidget: boolean;
  onMounted: () => void;
  density: WidgetDensity | undefined;
}

export interface WidgetAreaFrameProps<Widget> {
  area: AreaOf<Widget>;
  container: (container: ContainerOf<Widget>, placement: ContainerPlacement) => ReactNode;
  renderMeta: boolean;
  onMounted?: () => void;
  density?: WidgetDensity;
  belowTheFold?: boolean;
  className?: string;
}

interface Sortable {
  id?: string | number | null;
  sortOrder?: number | null;
}

function sortedContainers<Widget>(area: AreaOf<Widget>): ContainerOf<Widget>[] {
  return (area.containers ?? [])
    .filter((container): container is ContainerOf<Widget> => container !== null)
    .map((container, index) => ({ container, index }))
    .sort((a, b) => (a.container.sortOrder ?? a.index) - (b.container.sortOrder ?? b.index))
    .map(({ container }) => container);
}

/** An area's meta, tags and sorted containers, each drawn by the view that reads its widgets. */
export function WidgetAreaFrame<Widget extends Sortable & { id?: string | null }>({
  area,
  container: drawContainer,
  renderMeta,
  onMounted,
  density,
  belowTheFold = false,
  className,
}: WidgetAreaFrameProps<Widget>) {
  const containers = useMemo(() => sortedContainers(area), [area]);
  const firstWithWidgets = containers.findIndex((container) => sortedWidgets(container).length > 0);
  const tags = (area.tags ?? []).filter((tag): tag is string => Boolean(tag));

  const reporters = useAllMounted(containers.length, onMounted);

  return (
    <div
      className={className}
      data-widget-area={area.name ?? undefined}
      data-tags={tags.length ? tags.join(' ') : undefined}
    >
      {renderMeta && area.meta?.title ? <title>{area.meta.title}</title> : null}
      {renderMeta && area.meta?.description ? (
        <meta name="description" content={area.meta.description} />
      ) : null}
      {containers.map((container, index) => (
        <Fragment key={container.id ?? index}>
          {drawContainer(container, {
            holdsFirstWidget: !belowTheFold && index === firstWithWidgets,
            onMounted: reporters[index]!,
            density,
          })}
        </Fragment>
      ))}
    </div>
  );
}
