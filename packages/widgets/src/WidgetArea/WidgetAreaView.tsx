import type { WidgetAreaFragment, WidgetFragment } from '@hemma/data';
import { defaultWidgetRegistry } from '../registry/defaultWidgets';
import type { WidgetRegistry } from '../registry/createWidgetRegistry';
import { WidgetContainer, type WidgetDensity } from '../WidgetContainer/WidgetContainer';
import { WidgetAreaFrame } from './WidgetAreaFrame';

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
  /**
   * An area that starts below the first screen (a list page's bottom area): none of its pictures
   * loads at once with high priority, which the first widget's otherwise does as the page's
   * likely largest paint, so it does not compete with the pictures the visitor sees first.
   */
  belowTheFold?: boolean;
  className?: string;
}

/**
 * A widget area drawn from its data: meta, tags and containers. It fetches nothing, so stories,
 * tests and server rendering can hand it an area directly. It reads every widget's configuration
 * here, so it brings the schemas (zod) and, for HTML, loads DOMPurify; a route whose loader can
 * prepare the area on the server draws it with `PreparedWidgetAreaView` instead.
 */
export function WidgetAreaView({
  area,
  registry = defaultWidgetRegistry,
  variables,
  renderMeta = false,
  onMounted,
  density,
  belowTheFold,
  className,
}: WidgetAreaViewProps) {
  return (
    <WidgetAreaFrame<WidgetFragment>
      area={area}
      renderMeta={renderMeta}
      onMounted={onMounted}
      density={density}
      belowTheFold={belowTheFold}
      className={className}
      container={(container, placement) => (
        <WidgetContainer
          container={container}
          registry={registry}
          variables={variables}
          {...placement}
        />
      )}
    />
  );
}
