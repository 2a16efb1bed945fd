import type { z } from 'zod/mini';
import { parseConfiguration, type ConfigurationSchema } from '../internal/configuration/parseConfiguration';
import { presentImages } from '../internal/images/imageSource';
import type { WidgetData, WidgetProps } from '../types/widgetData';

/** A widget's props from its API shape, read through its schema as the area would read it. */
export function widgetArgs<Schema extends ConfigurationSchema>(
  schema: Schema,
  widget: WidgetData,
  options: { isFirst?: boolean; sizes?: string } = {},
): WidgetProps<z.infer<Schema>> {
  const parsed = parseConfiguration(schema, widget.configuration);
  if (!parsed.ok) throw new Error(`Fixture ${widget.name ?? widget.id}: ${parsed.reason}`);
  return {
    configuration: parsed.value,
    images: presentImages(widget.images),
    imageLayout: { sizes: options.sizes ?? '100vw' },
    isFirst: options.isFirst ?? false,
    name: widget.name ?? undefined,
  };
}
