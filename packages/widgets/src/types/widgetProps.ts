import type { WidgetImageFragment } from '@hemma/data';

/*
 * The API's shapes of an area, a container, a widget and its images are the data package's
 * generated fragments (WidgetAreaFragment, WidgetContainerFragment, WidgetFragment,
 * WidgetImageFragment); these are what the widgets make of them.
 */

/** How a widget's images are drawn: the `sizes` hint and the aspect ratios its slot wants. */
export interface WidgetImageLayout {
  /** The `sizes` attribute for the widget's images, from its container's layout. */
  sizes: string;
  /** Width divided by height, per display; when absent the image's own ratio is kept. */
  ratios?: { mobile?: number; desktop?: number };
}

/** What every widget component receives. */
export interface WidgetProps<Configuration> {
  configuration: Configuration;
  images: readonly WidgetImageFragment[];
  imageLayout: WidgetImageLayout;
  /** The first widget of the area: its image loads eagerly with high priority. */
  isFirst: boolean;
  /** The widget's name in the content system, useful as an accessible label. */
  name?: string;
}
