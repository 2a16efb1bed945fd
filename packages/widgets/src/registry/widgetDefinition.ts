import type { ComponentType } from 'react';
import type { z } from 'zod/mini';
import type { ConfigurationSchema } from '../internal/configuration/parseConfiguration';
import type { SanitizeProfile } from '../internal/sanitize/sanitizeHtml';
import type { WidgetProps } from '../types/widgetProps';

/**
 * What the browser needs to draw a widget whose configuration a server already read
 * (`prepareWidgetArea`): its component, without the schema and so without zod.
 */
export interface WidgetView<Configuration = never> {
  component: ComponentType<WidgetProps<Configuration>>;
  /**
   * `cell` (default): the widget takes a cell of its container's grid. `none`: it draws nothing
   * visible (JSON, structured data) and takes no cell.
   */
  placement?: 'cell' | 'none';
}

export interface WidgetDefinition<Configuration = never> extends WidgetView<Configuration> {
  /** The configuration's schema; the component's configuration type is inferred from it. */
  schema: z.core.$ZodType<Configuration>;
  /**
   * The configuration's fields that hold content-system HTML, with the profile each is sanitized
   * with, so a server can sanitize an area before it reaches the browser (`prepareWidgetArea`).
   */
  htmlFields?: Readonly<Partial<Record<keyof Configuration & string, SanitizeProfile>>>;
}

export type WidgetOptions<Configuration> = Pick<
  WidgetDefinition<Configuration>,
  'placement' | 'htmlFields'
>;

/** Ties a schema to the component that draws its configuration, so their types agree. */
export function defineWidget<Schema extends ConfigurationSchema>(
  schema: Schema,
  component: ComponentType<WidgetProps<z.infer<Schema>>>,
  options: WidgetOptions<z.infer<Schema>> = {},
): WidgetDefinition<z.infer<Schema>> {
  return { schema: schema as z.core.$ZodType<z.infer<Schema>>, component, ...options };
}

// A definition of any configuration: the registry stores many, each consistent within itself.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWidgetDefinition = WidgetDefinition<any>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWidgetView = WidgetView<any>;
