import type { CookieName } from '@hemma/data';
import { useShopLabels } from '../../labels';
import { ScreenPage } from '../../common/ScreenPage/ScreenPage';
import { CookieTable } from '../CookieTable/CookieTable';

export interface CookieInformationPageProps {
  title: string;
  /** The shop's cookie names with its prefix (`cookieNames(prefix)` of @hemma/data). */
  cookieNames: Readonly<Record<CookieName, string>>;
}

/** The cookie information page the consent banner links to: every cookie of spec section 3. */
export function CookieInformationPage({ title, cookieNames }: CookieInformationPageProps) {
  const { t } = useShopLabels();
  const year = t('cookiesPage.oneYear');
  const rows = [
    {
      name: cookieNames.auth,
      purpose: t('cookiesPage.auth'),
      lifetime: t('cookiesPage.authLifetime'),
    },
    {
      name: cookieNames.user,
      purpose: t('cookiesPage.user'),
      lifetime: t('cookiesPage.userLifetime'),
    },
    { name: cookieNames.cart, purpose: t('cookiesPage.cart'), lifetime: year },
    { name: cookieNames.selectedMarket, purpose: t('cookiesPage.market'), lifetime: year },
    { name: cookieNames.userType, purpose: t('cookiesPage.customerType'), lifetime: year },
    { name: cookieNames.locale, purpose: t('cookiesPage.locale'), lifetime: year },
    { name: cookieNames.cookieConsent, purpose: t('cookiesPage.consent'), lifetime: year },
    { name: cookieNames.persisted, purpose: t('cookiesPage.state'), lifetime: year },
  ];
  return (
    <ScreenPage title={title} lead={t('cookiesPage.intro')}>
      <CookieTable
        caption={title}
        columns={{
          name: t('cookiesPage.nameColumn'),
          purpose: t('cookiesPage.purposeColumn'),
          lifetime: t('cookiesPage.lifetimeColumn'),
        }}
        rows={rows}
      />
      <p>{t('cookiesPage.changeChoice')}</p>
    </ScreenPage>
  );
}
