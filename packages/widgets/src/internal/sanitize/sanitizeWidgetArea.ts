import type { WidgetAreaFragment, WidgetContainerFragment, WidgetFragment } from '@hemma/data';
import { defaultWidgetRegistry } from '../../registry/defaultWidgets';
import type { WidgetRegistry } from '../../registry/createWidgetRegistry';
import type { HtmlSanitizer } from './sanitizeHtml';

function sanitizeWidget(
  widget: WidgetFragment,
  sanitize: HtmlSanitizer,
  registry: WidgetRegistry,
): WidgetFragment {
  const htmlFields = Object.entries(registry.resolve(widget.type)?.htmlFields ?? {});
  if (htmlFields.length === 0 || !widget.configuration) return widget;
  let configuration: unknown;
  try {
    configuration = JSON.parse(widget.configuration);
  } catch {
    // The widget reports the broken JSON itself and draws nothing.
    return widget;
  }
  if (configuration === null || typeof configuration !== 'object' || Array.isArray(configuration))
    return widget;
  const clean: Record<string, unknown> = { ...(configuration as Record<string, unknown>) };
  for (const [field, profile] of htmlFields) {
    const value = clean[field];
    if (typeof value === 'string' && profile) clean[field] = sanitize(value, profile);
  }
  return { ...widget, configuration: JSON.stringify(clean) };
}

function sanitizeContainer(
  container: WidgetContainerFragment,
  sanitize: HtmlSanitizer,
  registry: WidgetRegistry,
): WidgetContainerFragment {
  return {
    ...container,
    widgets:
      container.widgets?.map((widget) =>
        widget ? sanitizeWidget(widget, sanitize, registry) : widget,
      ) ?? null,
  };
}

/**
 * The area with the HTML fields of its widgets (as each type's definition names them) sanitized,
 * the first half of `prepareWidgetArea`, which a server runs before the area is rendered and
 * handed to the browser.
 */
export function sanitizeWidgetArea<Area extends WidgetAreaFragment>(
  area: Area,
  sanitize: HtmlSanitizer,
  registry: WidgetRegistry = defaultWidgetRegistry,
): Area {
  return {
    ...area,
    containers: area.containers?.map((container) =>
      container ? sanitizeContainer(container, sanitize, registry) : container,
    ),
  };
}
