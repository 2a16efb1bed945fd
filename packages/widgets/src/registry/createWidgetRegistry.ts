import type { AnyWidgetDefinition } from './widgetDefinition';
import { widgetTypeKey } from './widgetTypeKey';

export interface WidgetRegistry {
  /** The definition for a type as the API spells it, or undefined for an unknown type. */
  resolve(type: string | null | undefined): AnyWidgetDefinition | undefined;
  /** The normalised keys of every registered type. */
  types(): string[];
}

export type WidgetDefinitions = Record<string, AnyWidgetDefinition>;

/** A registry over base definitions; overrides replace a type or add one, in any spelling. */
export function createRegistry(
  base: WidgetDefinitions,
  overrides: WidgetDefinitions = {},
): WidgetRegistry {
  const byKey = new Map<string, AnyWidgetDefinition>();
  for (const [type, definition] of [...Object.entries(base), ...Object.entries(overrides)]) {
    byKey.set(widgetTypeKey(type), definition);
  }
  return {
    resolve: (type) => (type ? byKey.get(widgetTypeKey(type)) : undefined),
    types: () => [...byKey.keys()].sort(),
  };
}
