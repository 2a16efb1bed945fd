/** Typed documents, fragments, result and variable types (generated from src/graphql). */
export * from './generated/graphql';
/** One thin typed hook per operation: `useProductsQuery(options)` = `useQuery(ProductsDocument, options)`. */
export * from './generated/hooks';
