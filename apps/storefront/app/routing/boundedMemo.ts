/**
 * Remembers a pure function's answers for the last `limit` keys (least recently used first out),
 * so a key taken from a request (a path, an HTML text) can never grow the memory without bound.
 */
export function boundedMemo<K, V>(limit: number, compute: (key: K) => V): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    if (answers.has(key)) {
      const value = answers.get(key) as V;
      // Map keeps insertion order: the key moves to the end, the most recently used.
      answers.delete(key);
      answers.set(key, value);
      return value;
    }
    const value = compute(key);
    answers.set(key, value);
    if (answers.size > limit) answers.delete(answers.keys().next().value as K);
    return value;
  };
}
