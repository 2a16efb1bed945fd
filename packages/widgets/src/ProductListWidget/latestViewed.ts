/** Where the product page records what the shopper has viewed, newest first. */
export const latestViewedStorageKey = 'latestViewedProducts';
export const latestViewedLimit = 20;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be switched off (private modes, blocked cookies): there is simply no history.
    return undefined;
  }
}

/** The product ids the shopper viewed last, newest first; an empty list without storage. */
export function readLatestViewed(): number[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(latestViewedStorageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Records a viewed product: it moves to the front, the list keeps the latest twenty. */
export function rememberViewedProduct(productId: number): void {
  const next = [productId, ...readLatestViewed().filter((id) => id !== productId)].slice(
    0,
    latestViewedLimit,
  );
  try {
    storage()?.setItem(latestViewedStorageKey, JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the history.
  }
}
