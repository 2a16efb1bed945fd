import { Suspense } from 'react';
import type { ConfigurationResult } from '../configuration/configurationResult';
import { presentImages } from '../images/imageSource';
import type { AnyWidgetView } from '../../registry/widgetDefinition';
import type { WidgetImageLayout } from '../../types/widgetProps';
import { MountReporter } from './MountReporter';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';

/** What a slot needs of a widget besides its configuration: the recorded fragment or a prepared one. */
export interface SlotWidget {
  id?: string | null;
  name?: string | null;
  type?: string | null;
  images?: Parameters<typeof presentImages>[0];
}

export interface WidgetSlotViewProps {
  widget: SlotWidget;
  /** The widget type's component, or undefined when none is registered. */
  view: AnyWidgetView | undefined;
  /** The configuration as read against the type's schema (in the browser or by a server). */
  parsed: ConfigurationResult<unknown> | undefined;
  imageLayout: WidgetImageLayout;
  isFirst: boolean;
  /** The grid cell's class; a widget that draws nothing visible takes no cell. */
  cellClassName?: string;
  onMounted: () => void;
}

function labelOf(widget: SlotWidget): string {
  return `"${widget.name ?? widget.id ?? 'unnamed'}" (${widget.type ?? 'no type'})`;
}

/**
 * Draws one widget from its read configuration, and skips it with a console warning naming the
 * field when reading failed, and silently when the configuration says it is not active. It reports
 * mounted either way, so a container's mounted signal never waits for a widget that will not come.
 */
export function WidgetSlotView({
  widget,
  view,
  parsed,
  imageLayout,
  isFirst,
  cellClassName,
  onMounted,
}: WidgetSlotViewProps) {
  const label = labelOf(widget);
  const reporter = <MountReporter onMounted={onMounted} />;

  if (!view || !parsed) {
    console.warn(`Widget ${label} skipped: no component is registered for its type`);
    return reporter;
  }
  if (!parsed.ok) {
    console.warn(`Widget ${label} skipped: ${parsed.reason}`);
    return reporter;
  }
  // Switched off in the content system (Geins's `active: false`): an editor's choice, not a fault.
  if (!parsed.active) return reporter;

  const Widget = view.component;
  const drawn = (
    <Widget
      configuration={parsed.value}
      images={presentImages(widget.images)}
      imageLayout={imageLayout}
      isFirst={isFirst}
      name={widget.name ?? undefined}
    />
  );
  return (
    <WidgetErrorBoundary widgetLabel={label} fallback={reporter}>
      {/* A widget that suspends holds back only itself (and the mounted signal), not the area. */}
      <Suspense fallback={null}>
        {view.placement === 'none' ? drawn : <div className={cellClassName}>{drawn}</div>}
        {reporter}
      </Suspense>
    </WidgetErrorBoundary>
  );
}
