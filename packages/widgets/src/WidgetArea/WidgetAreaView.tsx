import { useMemo } from 'react';
import type { WidgetAreaFragment, WidgetContainerFragment } from '@hemma/data';
import { defaultWidgetRegistry } from '../registry/defaultWidgets';
import type { WidgetRegistry } from '../registry/createWidgetRegistry';
import {
  sortedWidgets,
  WidgetContainer,
  type WidgetDensity,
} from '../WidgetContainer/WidgetContainer';
import { useAllMounted } from '../internal/WidgetSlot/useAllMounted';

export interface WidgetAreaViewProps {
  area: WidgetAreaFragment;
  registry?: WidgetRegistry;
  /** The area's variables, merged under every widget's configuration. */
  variables?: Record<string, unknown>;
  /** Renders the area's meta as <title> and <meta name="description">, which React places in <head>. */
  renderMeta?: boolean;
  /** Called once, when every container (and so every widget) has mounted. */
  onMounted?: () => void;
  /** Compact for an area drawn as a strip above a page's own content (a list page's top area). */
  density?: WidgetDensity;
  className?: string;
}

function sortedContainers(area: WidgetAreaFragment): WidgetContainerFragment[] {
  return (area.containers ?? [])
    .filter((container): container is WidgetContainerFragment => container !== null)
    .map((container, index) => ({ container, index }))
    .sort((a, b) => (a.container.sortOrder ?? a.index) - (b.container.sortOrder ?? b.index))
    .map(({ container }) => container);
}

/**
 * A widget area drawn from its data: meta, tags and containers. It fetches nothing, so stories,
 * tests and server rendering can hand it an area directly.
 */
export function WidgetAreaView({
  area,
  registry = defaultWidgetRegistry,
  variables,
  renderMeta = false,
  onMounted,
  density,
  className,
}: WidgetAreaViewProps) {
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
        <WidgetContainer
          key={container.id ?? index}
          container={container}
          registry={registry}
          variables={variables}
          holdsFirstWidget={index === firstWithWidgets}
          onMounted={reporters[index]}
          density={density}
        />
      ))}
    </div>
  );
}
