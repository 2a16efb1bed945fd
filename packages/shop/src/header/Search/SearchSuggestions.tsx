import { pickVat, type SearchSuggestionFragment } from '@hemma/data';
import { Spinner } from '@hemma/ui';
import { useShopLabels } from '../../labels';
import { ShellLink } from '../ShellLink';
import { countSuggestions } from './searchRules';
import * as styles from './Search.css';

export interface SearchResult {
  count: number;
  products: readonly (SearchSuggestionFragment | null)[] | null;
}

export interface SearchSuggestionsProps {
  /** The searched text; empty shows recent searches. */
  text: string;
  result: SearchResult | null;
  loading: boolean;
  recentSearches: readonly string[];
  onPickRecent: (term: string) => void;
  /** Popular searches shown in the tag column. */
  tags: readonly string[];
  visibleResults: number;
  searchHref: (text: string) => string;
  /** False shows the ex-VAT prices with their note. */
  vatIncluded: boolean;
  /** Turns an image file name into its address; without it a placeholder shows. */
  imageUrl?: ((fileName: string) => string) | undefined;
  /** Turns a canonical URL of the API into a link of this page (its language and market prefix). */
  linkOf?: ((canonicalUrl: string) => string) | undefined;
  onNavigate?: () => void;
}

const asIs = (path: string) => path;

function ProductSuggestion({
  product,
  vatIncluded,
  imageUrl,
  linkOf,
  onNavigate,
}: {
  product: SearchSuggestionFragment;
  vatIncluded: boolean;
  imageUrl: SearchSuggestionsProps['imageUrl'];
  linkOf: (canonicalUrl: string) => string;
  onNavigate: (() => void) | undefined;
}) {
  const { t } = useShopLabels();
  const price = product.unitPrice;
  const image = product.images?.find((file): file is string => Boolean(file));
  const selling = pickVat(
    vatIncluded,
    price?.sellingPriceIncVatFormatted,
    price?.sellingPriceExVatFormatted,
  );
  const regular = pickVat(
    vatIncluded,
    price?.regularPriceIncVatFormatted,
    price?.regularPriceExVatFormatted,
  );
  return (
    <li>
      <ShellLink
        to={product.canonicalUrl ? linkOf(product.canonicalUrl) : '#'}
        className={styles.product}
        onClick={onNavigate}
      >
        {image && imageUrl ? (
          <img
            className={styles.thumbnail}
            src={imageUrl(image)}
            alt=""
            width={64}
            height={80}
            loading="lazy"
          />
        ) : (
          <span className={styles.thumbnailPlaceholder} aria-hidden="true" />
        )}
        <span className={styles.productText}>
          <span className={styles.productName}>{product.name}</span>
          {price ? (
            <span className={styles.price}>
              {price.isDiscounted && regular ? (
                <s className={styles.regularPrice}>{regular}</s>
              ) : null}
              <span className={price.isDiscounted ? styles.discountPrice : undefined}>
                {selling}
              </span>
              {vatIncluded ? null : <span className={styles.vatNote}>{t('search.exVat')}</span>}
            </span>
          ) : null}
        </span>
      </ShellLink>
    </li>
  );
}

/** What the open search shows: recent searches, or products, categories, brands and tags. */
export function SearchSuggestions({
  text,
  result,
  loading,
  recentSearches,
  onPickRecent,
  tags,
  visibleResults,
  searchHref,
  vatIncluded,
  imageUrl,
  linkOf = asIs,
  onNavigate,
}: SearchSuggestionsProps) {
  const { t } = useShopLabels();
  const term = text.trim();

  if (term === '') {
    return recentSearches.length > 0 ? (
      <section className={styles.group} aria-labelledby="search-recent">
        <h2 id="search-recent" className={styles.groupTitle}>
          {t('search.recentSearches')}
        </h2>
        <ul className={styles.tagList}>
          {recentSearches.map((recent) => (
            <li key={recent}>
              <button type="button" className={styles.tag} onClick={() => onPickRecent(recent)}>
                {recent}
              </button>
            </li>
          ))}
        </ul>
      </section>
    ) : (
      <p className={styles.message}>{t('search.noSuggestions')}</p>
    );
  }

  if (!result) {
    return loading ? (
      <div className={styles.loading}>
        <Spinner label={t('site.loading')} />
      </div>
    ) : null;
  }

  if (result.count === 0) {
    return (
      <p className={styles.message} role="status">
        {t('search.noResults')}
      </p>
    );
  }

  const products = (result.products ?? []).filter(
    (product): product is SearchSuggestionFragment => product !== null,
  );
  const { categories, brands } = countSuggestions(products, visibleResults);
  const linkGroups = [
    { id: 'search-categories', title: t('search.categories'), items: categories },
    { id: 'search-brands', title: t('search.brands'), items: brands },
  ].filter((group) => group.items.length > 0);

  return (
    <div className={styles.columns} aria-busy={loading || undefined}>
      <section className={styles.productColumn} aria-labelledby="search-products">
        <h2 id="search-products" className={styles.groupTitle}>
          {t('search.products')}
        </h2>
        <ul className={styles.productList}>
          {products.slice(0, visibleResults).map((product) => (
            <ProductSuggestion
              key={product.productId}
              product={product}
              vatIncluded={vatIncluded}
              imageUrl={imageUrl}
              linkOf={linkOf}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
        <ShellLink to={searchHref(term)} className={styles.seeAll} onClick={onNavigate}>
          {t('search.seeAll', { count: result.count })}
        </ShellLink>
      </section>
      <div className={styles.tagColumn}>
        {linkGroups.map((group) => (
          <section key={group.id} className={styles.group} aria-labelledby={group.id}>
            <h2 id={group.id} className={styles.groupTitle}>
              {group.title}
            </h2>
            <ul className={styles.linkList}>
              {group.items.map((item) => (
                <li key={item.canonicalUrl}>
                  <ShellLink
                    to={linkOf(item.canonicalUrl)}
                    className={styles.suggestionLink}
                    onClick={onNavigate}
                  >
                    {item.name} <span className={styles.count}>({item.count})</span>
                  </ShellLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {tags.length > 0 ? (
          <section className={styles.group} aria-labelledby="search-tags">
            <h2 id="search-tags" className={styles.groupTitle}>
              {t('search.tags')}
            </h2>
            <ul className={styles.tagList}>
              {tags.map((tag) => (
                <li key={tag}>
                  <ShellLink to={searchHref(tag)} className={styles.tag} onClick={onNavigate}>
                    {tag}
                  </ShellLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
