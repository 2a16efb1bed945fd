import { useGetMenuAtLocationQuery } from '@hemma/data';
import { useTranslation } from 'react-i18next';
import { menuLocationId, useShell } from '../Shell';
import { TopBar } from './TopBar';

/** The top bar on the top-bar menu and the shell's language, market and customer type. */
export function ConnectedTopBar({ scrolled }: { scrolled: boolean }) {
  const shell = useShell();
  const { i18n } = useTranslation();
  const { data } = useGetMenuAtLocationQuery({
    variables: { menuLocationId: menuLocationId('topBar', shell.menuLanguage) },
    errorPolicy: 'all',
  });
  return (
    <TopBar
      menuItems={data?.getMenuAtLocation?.menuItems ?? []}
      languages={shell.languages}
      markets={shell.markets}
      currentMarketAlias={shell.currentMarketAlias}
      customerType={shell.customerType}
      onCustomerTypeChange={shell.onCustomerTypeChange}
      scrolled={scrolled}
      locale={i18n.language}
    />
  );
}
