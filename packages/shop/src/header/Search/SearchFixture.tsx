import { useState } from 'react';
import { searchFixture, type SearchProducts } from '../../testing';
import { Search, type SearchProps } from './Search';

/** Answers like the products query would, from responses recorded from the commerce API. */
export function answerFromFixtures(text: string): SearchProducts | null {
  if (text === '') return null;
  const term = text.toLowerCase();
  if (term.includes('sofa')) return searchFixture('sofa');
  if (term.includes('oak')) return searchFixture('oak');
  return searchFixture('zzzqx');
}

export type FixtureSearchProps = Partial<Omit<SearchProps, 'result' | 'loading'>>;

/** The search box wired to recorded answers instead of the network (stories and tests). */
export function FixtureSearch({ onSearch, ...props }: FixtureSearchProps) {
  const [text, setText] = useState('');
  return (
    <Search
      tags={['sofa', 'oak', 'lamp', 'rug']}
      visibleResults={10}
      searchHref={(term) => `/s/${encodeURIComponent(term)}`}
      vatIncluded
      {...props}
      onSearch={(next) => {
        setText(next);
        onSearch?.(next);
      }}
      result={answerFromFixtures(text)}
      loading={false}
    />
  );
}
