import { ServerSanitizedHtmlScope } from '../internal/context/WidgetsContext';
import type { PresanitizedWidgetArea } from '../internal/sanitize/sanitizeWidgetArea';
import { WidgetAreaView, type WidgetAreaViewProps } from './WidgetAreaView';

export interface PresanitizedWidgetAreaViewProps extends Omit<WidgetAreaViewProps, 'area'> {
  /** From `sanitizeWidgetArea`, run on the server with the same registry as this view's. */
  area: PresanitizedWidgetArea;
}

/**
 * A widget area whose HTML the server sanitized (`sanitizeWidgetArea` in a loader): drawn as given,
 * so the browser neither downloads nor runs a sanitizer, and the hydrated markup is the server's.
 */
export function PresanitizedWidgetAreaView({ area, ...props }: PresanitizedWidgetAreaViewProps) {
  return (
    <ServerSanitizedHtmlScope>
      <WidgetAreaView area={area} {...props} />
    </ServerSanitizedHtmlScope>
  );
}
