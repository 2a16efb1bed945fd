import type { WidgetAreaQuery } from '@hemma/data';
import { widgetTypeKey } from '@hemma/widgets';

export type WidgetAreaResult = NonNullable<WidgetAreaQuery['widgetArea']>;

/** An h1 in a widget's HTML (rich text, HTML widgets): the editor already placed the page's heading. */
const headingTag = /<h1[\s>]/i;

function configurationOf(configuration: string | null | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(configuration ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Whether the content editor gave the area the page's h1: a Text widget whose title renders as h1,
 * or HTML holding one. A page has exactly one h1, so the route adds its own only when this is false.
 */
export function areaHasPageHeading(area: WidgetAreaResult | null | undefined): boolean {
  for (const container of area?.containers ?? []) {
    for (const widget of container?.widgets ?? []) {
      if (!widget) continue;
      const configuration = configurationOf(widget.configuration);
      // A widget switched off in the content system is not drawn, so its heading does not count.
      if (configuration.active === false) continue;
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
