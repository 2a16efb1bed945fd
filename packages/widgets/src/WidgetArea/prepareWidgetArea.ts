import type { WidgetAreaFragment, WidgetFragment } from '@hemma/data';
import { parseConfiguration } from '../internal/configuration/parseConfiguration';
import type { HtmlSanitizer } from '../internal/sanitize/sanitizeHtml';
import { sanitizeWidgetArea } from '../internal/sanitize/sanitizeWidgetArea';
import type { WidgetRegistry } from '../registry/createWidgetRegistry';
import { defaultWidgetRegistry } from '../registry/defaultWidgets';
import type { PreparedWidget, PreparedWidgetArea } from './preparedWidgetArea';

export interface PrepareWidgetAreaOptions {
  /** The server's sanitizer (`createHtmlSanitizer` over a jsdom window). */
  sanitize: HtmlSanitizer;
  /** The registry whose schemas and HTML fields apply; the view draws with its components. */
  registry?: WidgetRegistry;
  /** The area's variables, merged under every widget's configuration. */
  variables?: Record<string, unknown>;
}

function prepareWidget(
  { configuration, ...widget }: WidgetFragment,
  registry: WidgetRegistry,
  variables: Record<string, unknown> | undefined,
): PreparedWidget {
  const definition = registry.resolve(widget.type);
  return {
    ...widget,
    prepared: definition
      ? parseConfiguration(definition.schema, configuration, variables)
      : { ok: false, reason: 'no schema is registered for its type' },
  };
}

/**
 * The server step for an area the browser draws with `PreparedWidgetAreaView`: sanitizes the HTML
 * fields of its widgets and reads every configuration against its type's schema, so the browser
 * loads neither a sanitizer nor zod. Run it in a loader; the result is plain data.
 */
export function prepareWidgetArea(
  area: WidgetAreaFragment,
  { sanitize, registry = defaultWidgetRegistry, variables }: PrepareWidgetAreaOptions,
): PreparedWidgetArea {
  const sanitized = sanitizeWidgetArea(area, sanitize, registry);
  return {
    ...sanitized,
    containers:
      sanitized.containers?.map((container) =>
        container
          ? {
              ...container,
              widgets:
                container.widgets?.map((widget) =>
                  widget ? prepareWidget(widget, registry, variables) : widget,
                ) ?? null,
            }
          : container,
      ) ?? null,
  } as PreparedWidgetArea;
}
