import { useShopLabels } from '../../labels';
import { useShell, useShellMenu } from '../../shell';
import { TopBar } from './TopBar';

/** The top bar on the top-bar menu and the shell's language, market and customer type. */
export function ConnectedTopBar() {
  const shell = useShell();
  const { language } = useShopLabels();
  const menu = useShellMenu('topBar');
  return (
    <TopBar
      menuItems={menu?.menuItems ?? []}
      languages={shell.languages}
      markets={shell.markets}
      currentMarketAlias={shell.currentMarketAlias}
      currentMarketFlagUrl={shell.currentMarketFlagUrl}
      customerType={shell.customerType}
      onCustomerTypeChange={shell.onCustomerTypeChange}
      locale={language}
      freeShippingOver={shell.freeShippingOver}
    />
  );
}
