function isThenable(value: object): boolean {
  return typeof (value as { then?: unknown }).then === 'function';
}

/**
 * Whether any loader left a promise in its data, anywhere in it: React Router streams such data
 * after the shell (to an `<Await>`), so only then is the page worth sending shell first.
 */
export function hasDeferredData(loaderData: unknown): boolean {
  const seen = new Set<object>();
  const pending: unknown[] = [loaderData];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    if (isThenable(value)) return true;
    if (Array.isArray(value)) pending.push(...value);
    else if (value.constructor === Object || Object.getPrototypeOf(value) === null)
      pending.push(...Object.values(value));
  }
  return false;
}
