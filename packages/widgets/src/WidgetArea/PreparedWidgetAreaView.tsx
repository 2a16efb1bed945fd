import { ServerSanitizedHtmlScope } from '../internal/context/WidgetsContext';
import { WidgetSlotView } from '../internal/WidgetSlot/WidgetSlotView';
import type { WidgetViewRegistry } from '../registry/createWidgetRegistry';
import { defaultWidgetViewRegistry } from '../registry/defaultWidgetViews';
import { WidgetContainerGrid } from '../WidgetContainer/WidgetContainerGrid';
import { WidgetAreaFrame } from './WidgetAreaFrame';
import type { PreparedWidget, PreparedWidgetArea } from './preparedWidgetArea';
import type { WidgetAreaViewProps } from './WidgetAreaView';

export interface PreparedWidgetAreaViewProps extends Omit<
  WidgetAreaViewProps,
  'area' | 'registry' | 'variables'
> {
  /** From `prepareWidgetArea`, run on the server with a registry that has this view's types. */
  area: PreparedWidgetArea;
  /** The components to draw with (a full `WidgetRegistry` will do, but brings its schemas). */
  registry?: WidgetViewRegistry;
}

/**
 * A widget area a loader prepared on the server (`prepareWidgetArea`): configurations already read
 * and HTML already sanitized, so the browser downloads neither zod nor a sanitizer and hydrates
 * the server's markup.
 */
export function PreparedWidgetAreaView({
  area,
  registry = defaultWidgetViewRegistry,
  renderMeta = false,
  ...props
}: PreparedWidgetAreaViewProps) {
  return (
    <ServerSanitizedHtmlScope>
      <WidgetAreaFrame<PreparedWidget>
        area={area}
        renderMeta={renderMeta}
        {...props}
        container={(container, placement) => (
          <WidgetContainerGrid<PreparedWidget>
            container={container}
            {...placement}
            slot={(widget, slotPlacement) => (
              <WidgetSlotView
                widget={widget}
                view={registry.resolve(widget.type)}
                parsed={widget.prepared}
                {...slotPlacement}
              />
            )}
          />
        )}
      />
    </ServerSanitizedHtmlScope>
  );
}
