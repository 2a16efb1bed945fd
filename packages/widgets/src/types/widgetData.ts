/**
 * The shapes of a widget area as the commerce API's `widgetArea` query returns them. They are
 * structural, so the data package's generated types fit without a mapping; every field the API
 * may leave out is optional or nullable.
 */
export interface WidgetImageSize {
  imageWidth: number;
  imageHeight: number;
}

export interface WidgetImage {
  fileName: string;
  largestSize?: WidgetImageSize | null;
}

export interface WidgetData {
  id?: string | number | null;
  name?: string | null;
  /** The widget type as the API sends it: 'TextPageWidget', 'Text', 'Product list'... */
  type?: string | null;
  sortOrder?: number | null;
  /** The width the editor gave the widget (full, half...); the container's layout decides the grid. */
  size?: string | null;
  /** The widget's configuration: a JSON object as a string. */
  configuration?: string | null;
  images?: readonly (WidgetImage | null)[] | null;
  /** Set on the first widget of an area: its image is usually the page's largest paint. */
  isFirst?: boolean | null;
}

export interface WidgetContainerData {
  id?: string | number | null;
  name?: string | null;
  sortOrder?: number | null;
  /** full, half, third or quarter. */
  layout?: string | null;
  /** default, narrow or full width. */
  design?: string | null;
  widgets?: readonly (WidgetData | null)[] | null;
}

export interface WidgetAreaMeta {
  title?: string | null;
  description?: string | null;
}

export interface WidgetAreaData {
  id?: string | number | null;
  name?: string | null;
  meta?: WidgetAreaMeta | null;
  tags?: readonly (string | null)[] | null;
  containers?: readonly (WidgetContainerData | null)[] | null;
}

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
  images: readonly WidgetImage[];
  imageLayout: WidgetImageLayout;
  /** The first widget of the area: its image loads eagerly with high priority. */
  isFirst: boolean;
  /** The widget's name in the content system, useful as an accessible label. */
  name?: string;
}
