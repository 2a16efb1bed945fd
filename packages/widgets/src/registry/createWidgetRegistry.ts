import type { AnyWidgetDefinition, AnyWidgetView } from './widgetDefinition';
import { widgetTypeKey } from './widgetTypeKey';

/** Widget types by name, each resolved as the API spells it or plainly. */
export interface TypeRegistry<Entry> {
  /** The entry for a type as the API spells it, or undefined for an unknown type. */
  resolve(type: string | null | undefined): Entry | undefined;
  /** The normalised keys of every registered type. */
  types(): string[];
}

/** Every widget type's schema and component: reads configurations and draws them. */
export type WidgetRegistry = TypeRegistry<AnyWidgetDefinition>;

/**
 * Every widget type's component only: draws areas a server prepared. A `WidgetRegistry` is one
 * too, so an app may hand the same registry to `prepareWidgetArea` and the view.
 */
export type WidgetViewRegistry = TypeRegistry<AnyWidgetView>;

export type WidgetDefinitions = Record<string, AnyWidgetDefinition>;
export type WidgetViews = Record<string, AnyWidgetView>;

/** A registry over base entries; overrides replace a type or add one, in any spelling. */
export function createRegistry<Entry>(
  base: Record<string, Entry>,
  overrides: Record<string, Entry> = {},
): TypeRegistry<Entry> {
  const byKey = new Map<string, Entry>();
  for (const [type, entry] of [...Object.entries(base), ...Object.entries(overrides)]) {
    byKey.set(widgetTypeKey(type), entry);
  }
  return {
    resolve: (type) => (type ? byKey.get(widgetTypeKey(type)) : undefined),
    types: () => [...byKey.keys()].sort(),
  };
}
