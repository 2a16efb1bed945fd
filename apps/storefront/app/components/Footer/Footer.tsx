import type { MenuItemFragment } from '@hemma/data';
import { Accordion, CheckIcon, Logo, footerSurface } from '@hemma/ui';
import { useShopLabels, visibleItems } from '@hemma/shop';
import { Link } from 'react-router';
import { MenuLink } from '@hemma/shop';
import { BadgeList, carrierBadges, paymentBadges } from './Badges';
import { Newsletter } from './Newsletter';
import * as styles from './Footer.css';

export interface FooterMenu {
  /** The menu's title from the API, e.g. 'Customer service'. */
  title: string;
  items: readonly (MenuItemFragment | null)[];
}

export interface SocialLink {
  name: string;
  href: string;
}

export interface FooterProps {
  siteName: string;
  logoHref: string;
  /** footer-first, footer-second and footer-third. */
  menus: readonly FooterMenu[];
  social: readonly SocialLink[];
  onSubscribe: (email: string) => Promise<boolean>;
  /** The copyright year; the app passes the current one, stories a fixed one. */
  year: number;
  /** The free-shipping threshold, written in the market's currency (e.g. '997 kr'). */
  freeShippingOver: string;
}

const sellingPointKeys = ['freeShipping', 'fastDelivery', 'warranty', 'returns'] as const;

function MenuList({ items }: { items: FooterMenu['items'] }) {
  return (
    <ul className={styles.linkList}>
      {visibleItems(items).map((item) => (
        <li key={item.id}>
          <MenuLink item={item} className={styles.link} />
        </li>
      ))}
    </ul>
  );
}

/** The page footer on the footer surface. */
export function Footer({
  siteName,
  logoHref,
  menus,
  social,
  onSubscribe,
  year,
  freeShippingOver,
}: FooterProps) {
  const { t } = useShopLabels();
  // A menu still loading (or failed, errorPolicy 'all') has no title yet and is left out.
  const columns = menus.slice(0, 3).filter((menu) => menu.title !== '');
  return (
    <footer className={`${footerSurface} ${styles.root}`} aria-label={t('footer.label')}>
      <ul className={styles.sellingPoints}>
        {sellingPointKeys.map((key) => (
          <li key={key} className={styles.sellingPoint}>
            <CheckIcon size="s" />
            {key === 'freeShipping'
              ? t('sellingPoints.freeShipping', { amount: freeShippingOver })
              : t(`sellingPoints.${key}`)}
          </li>
        ))}
      </ul>
      <div className={styles.top}>
        <Newsletter onSubscribe={onSubscribe} />
        <section className={styles.block} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.blockTitle}>
            {t('footer.aboutTitle')}
          </h2>
          <p className={styles.text}>{t('footer.aboutText')}</p>
        </section>
      </div>
      <nav aria-label={t('footer.menus')}>
        {/* Columns from tablet up; an accordion on phones (spec section 2). */}
        <div className={styles.columns}>
          {columns.map((menu, index) => (
            <div key={index} className={styles.column}>
              <h2 className={styles.smallTitle}>{menu.title}</h2>
              <MenuList items={menu.items} />
            </div>
          ))}
        </div>
        <Accordion.Root type="multiple" className={styles.accordion}>
          {columns.map((menu, index) => (
            <Accordion.Item key={index} value={String(index)}>
              <Accordion.Trigger>{menu.title}</Accordion.Trigger>
              <Accordion.Content>
                <MenuList items={menu.items} />
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </nav>
      <div className={styles.badges}>
        <BadgeList title={t('footer.payment')} badges={paymentBadges} />
        <BadgeList title={t('footer.carriers')} badges={carrierBadges} />
      </div>
      <div className={styles.bottom}>
        <Link to={logoHref} className={styles.logoLink}>
          <Logo alt={t('header.logo')} className={styles.logo} />
        </Link>
        {social.length > 0 ? (
          <ul className={styles.social} aria-label={t('footer.social')}>
            {social.map((link) => (
              <li key={link.href}>
                <a
                  className={styles.link}
                  href={link.href}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.copyright}>{t('footer.copyright', { year, siteName })}</p>
      </div>
    </footer>
  );
}
