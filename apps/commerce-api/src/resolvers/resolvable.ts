/**
 * What a resolver may answer for an object type, at every depth: any of its fields (the rest
 * resolve elsewhere or are null), each a value or a function graphql-js calls when the query asks
 * for that field, so a view builds costly parts (a product's skus, its alternative URLs) only when
 * asked.
 */
export type Resolvable<T> = {
  [K in keyof T]?: Answer<T[K]> | (() => Answer<T[K]>) | (() => Promise<Answer<T[K]>>);
};

type Answer<V> = V extends readonly (infer Item)[]
  ? Answer<Item>[]
  : V extends object
    ? Resolvable<V>
    : V;
