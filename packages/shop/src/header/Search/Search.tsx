import { CloseIcon, SearchIcon, visuallyHidden } from '@hemma/ui';
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useShopLabels } from '../../labels';
import { useLocation, useNavigate } from 'react-router';
import { useDebouncedCallback } from 'use-debounce';
import { searchDebounceMs, searchableText } from './searchRules';
import { SearchSuggestions, type SearchResult } from './SearchSuggestions';
import { useRecentSearches } from './useRecentSearches';
import * as styles from './Search.css';

export interface SearchProps {
  /**
   * Asks for suggestions for a text (already debounced; '' clears them without a call). The
   * connected wrapper runs the products query; stories answer from recorded fixtures.
   */
  onSearch: (text: string) => void;
  result: SearchResult | null;
  loading: boolean;
  /** Popular searches for the tag column. */
  tags: readonly string[];
  /** 10 on desktop, 5 on phones (spec section 9). */
  visibleResults: number;
  /** The results page of a text: index path + search route + '/' + text. */
  searchHref: (text: string) => string;
  vatIncluded: boolean;
  imageUrl?: ((fileName: string) => string) | undefined;
  /** Turns a canonical URL of the API into a link of this page (its language and market prefix). */
  linkOf?: ((canonicalUrl: string) => string) | undefined;
  /** Controlled open state, e.g. when the header's search toggle opens it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Locks page scrolling while the overlay is active and restores it after (spec section 2). */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [locked]);
}

/**
 * The search box with its overlay. Focus opens it; typing asks for suggestions after 500 ms
 * without typing; Enter or the button goes to the results page; it closes on a route change,
 * the close button, a click on the overlay, and on blur while empty.
 */
export function Search({
  onSearch,
  result,
  loading,
  tags,
  visibleResults,
  searchHref,
  vatIncluded,
  imageUrl,
  linkOf,
  open: openProp,
  onOpenChange,
  className,
}: SearchProps) {
  const { t } = useShopLabels();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { recent, remember } = useRecentSearches();
  const [openState, setOpenState] = useState(false);
  const [text, setText] = useState('');
  const open = openProp ?? openState;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const panelId = useId();

  const debouncedSearch = useDebouncedCallback(onSearch, searchDebounceMs);
  useScrollLock(open);

  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };

  const close = () => {
    debouncedSearch.cancel();
    setText('');
    onSearch('');
    setOpen(false);
    inputRef.current?.blur();
  };

  // Closes on a route path change: the visitor followed a suggestion or navigated elsewhere.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    close();
    // close only reads stable setters and callbacks; the path is the trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  // Opened from outside (the header's search toggle): put the caret in the box.
  useEffect(() => {
    if (openProp && document.activeElement !== inputRef.current) inputRef.current?.focus();
  }, [openProp]);

  const changeText = (value: string) => {
    setText(value);
    if (searchableText(value) === null) {
      debouncedSearch.cancel();
      onSearch('');
    } else {
      debouncedSearch(value.trim());
    }
  };

  const pickRecent = (term: string) => {
    setText(term);
    remember(term);
    debouncedSearch.cancel();
    onSearch(term);
    inputRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = searchableText(text);
    if (term === null) return;
    remember(term);
    navigate(searchHref(term));
    close();
  };

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && rootRef.current?.contains(next)) return;
    if (searchableText(text) === null) close();
  };

  return (
    <div
      ref={rootRef}
      className={cx(styles.root, open && styles.rootOpen, className)}
      onBlur={onBlur}
    >
      {open ? (
        <div
          className={styles.overlay}
          data-testid="search-overlay"
          onClick={close}
          aria-hidden="true"
        />
      ) : null}
      <form role="search" className={cx(styles.bar, open && styles.barOpen)} onSubmit={submit}>
        <label htmlFor={inputId} className={visuallyHidden}>
          {t('search.label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          className={styles.input}
          value={text}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          aria-controls={open ? panelId : undefined}
          onFocus={() => {
            if (!open) setOpen(true);
          }}
          onChange={(event) => changeText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        />
        <button type="submit" className={styles.submit} aria-label={t('search.submit')}>
          <SearchIcon />
        </button>
        {open ? (
          <button
            type="button"
            className={styles.close}
            aria-label={t('search.close')}
            onClick={close}
          >
            <CloseIcon />
          </button>
        ) : null}
      </form>
      {open ? (
        <div id={panelId} className={styles.panel}>
          <SearchSuggestions
            text={text}
            result={result}
            loading={loading}
            recentSearches={recent}
            onPickRecent={pickRecent}
            tags={tags}
            visibleResults={visibleResults}
            searchHref={searchHref}
            vatIncluded={vatIncluded}
            imageUrl={imageUrl}
            linkOf={linkOf}
            onNavigate={() => {
              const term = searchableText(text);
              if (term) remember(term);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
