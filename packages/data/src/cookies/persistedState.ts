export const customerTypes = ['PERSON', 'ORGANIZATION'] as const;
export type CustomerTypeValue = (typeof customerTypes)[number];

/** The state kept across visits in the prefix-named cookie (spec section 3). */
export interface PersistedState {
  favorites: number[];
  customerType: CustomerTypeValue;
  vatIncluded: boolean;
  list: { relocateAlias: string | null; relocatePage: number | null };
}

export const defaultPersistedState: PersistedState = {
  favorites: [],
  customerType: 'PERSON',
  vatIncluded: true,
  list: { relocateAlias: null, relocatePage: null },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the cookie value leniently: whatever is missing or malformed takes its default. */
export function parsePersistedState(raw: string | undefined): PersistedState {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : undefined;
  } catch {
    value = undefined;
  }
  if (!isRecord(value)) return structuredClone(defaultPersistedState);
  const list = isRecord(value.list) ? value.list : {};
  return {
    favorites: Array.isArray(value.favorites)
      ? value.favorites.filter((id): id is number => Number.isInteger(id))
      : [],
    customerType: customerTypes.includes(value.customerType as CustomerTypeValue)
      ? (value.customerType as CustomerTypeValue)
      : defaultPersistedState.customerType,
    vatIncluded:
      typeof value.vatIncluded === 'boolean'
        ? value.vatIncluded
        : defaultPersistedState.vatIncluded,
    list: {
      relocateAlias: typeof list.relocateAlias === 'string' ? list.relocateAlias : null,
      relocatePage: Number.isInteger(list.relocatePage) ? (list.relocatePage as number) : null,
    },
  };
}

/** Favorites toggle (spec section 4): added when absent, removed when present. */
export function toggleFavorite(state: PersistedState, productId: number): PersistedState {
  const favorites = state.favorites.includes(productId)
    ? state.favorites.filter((id) => id !== productId)
    : [...state.favorites, productId];
  return { ...state, favorites };
}
