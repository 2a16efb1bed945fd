import { useMemo } from 'react';
import type { WidgetFragment } from '@hemma/data';
import { parseConfiguration } from '../configuration/parseConfiguration';
import type { WidgetRegistry } from '../../registry/createWidgetRegistry';
import type { WidgetImageLayout } from '../../types/widgetProps';
import { WidgetSlotView } from './WidgetSlotView';

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

/**
 * Draws one widget: finds its type, reads its configuration against the type's schema here in
 * the browser and draws it (`WidgetSlotView`: skipped with a warning when reading fails).
 */
export function WidgetSlot({ widget, registry, variables, ...slotProps }: WidgetSlotProps) {
  const definition = registry.resolve(widget.type);
  const parsed = useMemo(
    () =>
      definition
        ? parseConfiguration(definition.schema, widget.configuration, variables)
        : undefined,
    [definition, widget.configuration, variables],
  );
  return <WidgetSlotView widget={widget} view={definition} parsed={parsed} {...slotProps} />;
}
