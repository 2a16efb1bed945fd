import { useEffect, useRef, type RefObject } from 'react';
import { useNavigationType } from 'react-router';
import { rememberListPosition, takeListPosition } from './listRelocation';

/** The attribute on each grid item that names its product alias (ProductListPage sets it). */
const relocateAliasAttribute = 'data-relocate-alias';

/**
 * The list's relocation (spec section 3, persisted state): opening a product from the grid keeps
 * its alias and the list's page; coming back to the same page of the list through the history
 * brings that card into view (when scroll restoration has not already shown it, e.g. after the
 * product page was reloaded) and gives its link the focus, so a keyboard user goes on from there.
 */
export function useListRelocation(page: number): RefObject<HTMLUListElement | null> {
  const grid = useRef<HTMLUListElement | null>(null);
  const navigationType = useNavigationType();
  const pageRef = useRef(page);
  pageRef.current = page;

  useEffect(() => {
    const position = takeListPosition();
    const element = grid.current;
    if (!position || !element || navigationType !== 'POP' || position.page !== pageRef.current)
      return;
    const item = [...element.querySelectorAll<HTMLElement>(`[${relocateAliasAttribute}]`)].find(
      (candidate) => candidate.getAttribute(relocateAliasAttribute) === position.alias,
    );
    if (!item) return;
    const box = item.getBoundingClientRect();
    if (box.bottom < 0 || box.top > window.innerHeight) item.scrollIntoView({ block: 'center' });
    item.querySelector('a')?.focus({ preventScroll: true });
    // Only once, when the list is first drawn after coming back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const element = grid.current;
    if (!element) return;
    // One listener for the whole grid (a link opened by mouse or keyboard both click).
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest('a');
      const item = link?.closest(`[${relocateAliasAttribute}]`);
      const alias = item?.getAttribute(relocateAliasAttribute);
      if (alias) rememberListPosition({ alias, page: pageRef.current });
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, []);

  return grid;
}
