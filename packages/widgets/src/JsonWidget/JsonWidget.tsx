import type { WidgetProps } from '../types/widgetProps';
import type { JsonWidgetConfiguration } from './JsonWidget.schema';

/**
 * Text inside <script> ends at the first `</script`, and `<!--` changes how it is parsed; escaping
 * `<`, `>`, `&` and the two line separators keeps the JSON intact and the script closed.
 */
export function serializeJsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The JSON the widget exposes: its `json` text read, its `data`, or its whole configuration. */
export function exposedJson(configuration: JsonWidgetConfiguration): unknown {
  if (configuration.json !== undefined) return JSON.parse(configuration.json) as unknown;
  return configuration.data !== undefined ? configuration.data : configuration;
}

export function isStructuredData(data: unknown): boolean {
  if (data === null || typeof data !== 'object') return false;
  const context = (data as Record<string, unknown>)['@context'];
  return typeof context === 'string' && /schema\.org/i.test(context);
}

/**
 * Draws nothing visible. Schema.org data (an object with a schema.org `@context`) becomes a
 * `<script type="application/ld+json">` that search engines read; any other JSON is exposed on a
 * hidden element's `data-widget-json` attribute, where page scripts and tests can read it with
 * `JSON.parse(element.dataset.widgetJson)`. React escapes the attribute value.
 */
export function JsonWidget({ configuration, name }: WidgetProps<JsonWidgetConfiguration>) {
  const data = exposedJson(configuration);
  if (isStructuredData(data)) {
    return (
      <script
        type="application/ld+json"
        data-widget-name={name}
        dangerouslySetInnerHTML={{ __html: serializeJsonForScript(data) }}
      />
    );
  }
  return <div hidden data-widget-name={name} data-widget-json={JSON.stringify(data)} />;
}
