import { widgetTypeKey, type PreparedWidgetArea } from '@hemma/widgets';

/** An h1 in a widget's HTML (rich text, HTML widgets): the editor already placed the page's heading. */
const headingTag = /<h1[\s>]/i;

/**
 * Whether the content editor gave the area the page's h1: a Text widget whose title renders as h1,
 * or HTML holding one. A page has exactly one h1, so the route adds its own only when this is false.
 */
export function areaHasPageHeading(area: PreparedWidgetArea | null | undefined): boolean {
  for (const container of area?.containers ?? []) {
    for (const widget of container?.widgets ?? []) {
      // A widget switched off in the content system, or one whose configuration did not read, is
      // not drawn, so its heading does not count.
      if (!widget?.prepared.ok || !widget.prepared.active) continue;
      const configuration = widget.prepared.value as Record<string, unknown>;
      if (
        widgetTypeKey(widget.type ?? '') === 'text' &&
        configuration.titleRenderMode === 'h1' &&
        configuration.title
      )
        return true;
      if (
        Object.values(configuration).some(
          (value) => typeof value === 'string' && headingTag.test(value),
        )
      )
        return true;
    }
  }
  return false;
}
