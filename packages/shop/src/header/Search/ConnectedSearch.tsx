import { useOnDemandQuery } from '@hemma/data';
import { useState } from 'react';
import { useShell, useViewportClass } from '../../shell';
import { Search, type SearchProps } from './Search';
import { visibleResultsFor } from './searchRules';

export type ConnectedSearchProps = Pick<SearchProps, 'open' | 'onOpenChange' | 'className'>;

/**
 * The search box on the products query (searchText, sort RELEVANCE), sized for the viewport.
 * Apollo and the query load with the first term the visitor types.
 */
export function ConnectedSearch(props: ConnectedSearchProps) {
  const shell = useShell();
  const visibleResults = visibleResultsFor(useViewportClass());
  const [term, setTerm] = useState('');
  const { data, loading } = useOnDemandQuery((documents) => documents.SearchSuggestionsDocument, {
    variables: { searchText: term, take: visibleResults },
    skip: term === '',
  });
  return (
    <Search
      {...props}
      onSearch={setTerm}
      result={term === '' ? null : (data?.products ?? null)}
      loading={term !== '' && loading}
      tags={shell.searchTags}
      visibleResults={visibleResults}
      searchHref={shell.links.search}
      vatIncluded={shell.vatIncluded}
      imageUrl={shell.imageUrl}
      linkOf={shell.linkOf}
    />
  );
}
