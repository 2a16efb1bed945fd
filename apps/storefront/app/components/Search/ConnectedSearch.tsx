import { useSearchSuggestionsQuery, skippedOnServer } from '@hemma/data';
import { useState } from 'react';
import { useShell, useViewportClass } from '../../shell';
import { Search, type SearchProps } from './Search';
import { visibleResultsFor } from './searchRules';

export type ConnectedSearchProps = Pick<SearchProps, 'open' | 'onOpenChange' | 'className'>;

const useSuggestionsQuery = skippedOnServer(useSearchSuggestionsQuery);

/** The search box on the products query (searchText, sort RELEVANCE), sized for the viewport. */
export function ConnectedSearch(props: ConnectedSearchProps) {
  const shell = useShell();
  const visibleResults = visibleResultsFor(useViewportClass());
  const [term, setTerm] = useState('');
  const { data, loading } = useSuggestionsQuery({
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
