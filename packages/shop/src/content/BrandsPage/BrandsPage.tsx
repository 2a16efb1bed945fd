import { Link } from '@hemma/ui';
import * as styles from './BrandsPage.css';

export interface BrandEntry {
  name: string;
  href: string;
  count: number;
}

/** Brands grouped by their first letter, in the page language's alphabetical order. */
export function groupBrands(
  brands: readonly BrandEntry[],
  locale: string,
): { letter: string; brands: BrandEntry[] }[] {
  const collator = new Intl.Collator(locale);
  const sorted = [...brands].sort((a, b) => collator.compare(a.name, b.name));
  const groups: { letter: string; brands: BrandEntry[] }[] = [];
  for (const brand of sorted) {
    const letter = brand.name.charAt(0).toLocaleUpperCase(locale);
    const last = groups.at(-1);
    if (last?.letter === letter) last.brands.push(brand);
    else groups.push({ letter, brands: [brand] });
  }
  return groups;
}

export interface BrandsPageProps {
  /** The page's h1. */
  title: string;
  brands: readonly BrandEntry[];
  /** The page's language: the letters sort and capitalize as it does. */
  locale: string;
}

/** Every brand of the shop, A to Z, each a link to its list page with its number of products. */
export function BrandsPage({ title, brands, locale }: BrandsPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      <div className={styles.groups}>
        {groupBrands(brands, locale).map((group) => (
          <section key={group.letter} aria-labelledby={`brands-${group.letter}`}>
            <h2 id={`brands-${group.letter}`} className={styles.letter}>
              {group.letter}
            </h2>
            <ul className={styles.list}>
              {group.brands.map((brand) => (
                <li key={brand.href}>
                  <Link href={brand.href}>{brand.name}</Link>{' '}
                  <span className={styles.count}>({brand.count})</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
