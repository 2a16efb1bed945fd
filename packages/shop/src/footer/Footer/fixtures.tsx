import { menuLabel } from '../../shell';
import type { FooterMenuLink } from './Footer';

/**
 * The footer's menu links in its own stories and tests: plain anchors with the item's label. The app
 * passes its MenuLink (prefixes, new tabs and unsafe URLs are that part's rules and tests).
 */
export const fixtureMenuLink: FooterMenuLink = ({ item, className }) => (
  <a href={item.canonicalUrl ?? '/'} className={className}>
    {menuLabel(item)}
  </a>
);
