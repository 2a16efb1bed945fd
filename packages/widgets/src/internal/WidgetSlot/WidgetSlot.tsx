import { Suspense, useMemo } from 'react';
import type { WidgetFragment } from '@hemma/data';
import { parseConfiguration } from '../configuration/parseConfiguration';
import { presentImages } from '../images/imageSource';
import type { WidgetRegistry } from '../../registry/createWidgetRegistry';
import type { WidgetImageLayout } from '../../types/widgetProps';
import { MountReporter } from './MountReporter';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';

export interface WidgetSlotProps {
  widget: WidgetFragment;
  registry: WidgetRegistry;
  /** The widget area's variables, merged under each configuration. */
  variables?: Record<string, unknown>;
  imageLayout: WidgetImageLayout;
  isFirst: boolean;
  /** The grid cell's class; a widget that draws nothing visible takes no cell. */
  cellClassName?: string;
  onMounted: () => void;
}

function labelOf(widget: WidgetFragment): string {
  return `"${widget.name ?? widget.id ?? 'unnamed'}" (${widget.type ?? 'no type'})`;
}

/**
 * Draws one widget: finds its type, reads its configuration against the type's schema and skips
 * it with a console warning naming the field when that fails, and silently when the configuration
 * says it is not active. It reports mounted either way, so a container's mounted signal never
 * waits for a widget that will not come.
 */
export function WidgetSlot({
  widget,
  registry,
  variables,
  imageLayout,
  isFirst,
  cellClassName,
  onMounted,
}: WidgetSlotProps) {
  const definition = registry.resolve(widget.type);
  const parsed = useMemo(
    () =>
      definition
        ? parseConfiguration(definition.schema, widget.configuration, variables)
        : undefined,
    [definition, widget.configuration, variables],
  );
  const label = labelOf(widget);
  const reporter = <MountReporter onMounted={onMounted} />;

  if (!definition || !parsed) {
    console.warn(`Widget ${label} skipped: no component is registered for its type`);
    return reporter;
  }
  if (!parsed.ok) {
    console.warn(`Widget ${label} skipped: ${parsed.reason}`);
    return reporter;
  }
  // Switched off in the content system (Geins's `active: false`): an editor's choice, not a fault.
  if (!parsed.active) return reporter;

  const Widget = definition.component;
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
        {definition.placement === 'none' ? drawn : <div className={cellClassName}>{drawn}</div>}
        {reporter}
      </Suspense>
    </WidgetErrorBoundary>
  );
}
