export { Search } from './Search';
export type { SearchProps } from './Search';
export { ConnectedSearch } from './ConnectedSearch';
export type { ConnectedSearchProps } from './ConnectedSearch';
export { SearchSuggestions } from './SearchSuggestions';
export type { SearchResult, SearchSuggestionsProps } from './SearchSuggestions';
export * from './searchRules';
