import { shellPanels } from '@hemma/shop';
import { AccountPanel as AccountPanelView, type AccountPanelProps } from '@hemma/shop/account';
import { LoginTokenExchange } from './LoginTokenExchange';

/** The shop's account panel under the header's panel name, with the app's login token exchange. */
export function AccountPanel(props: Omit<AccountPanelProps, 'panelName' | 'tokenExchange'>) {
  return (
    <AccountPanelView
      {...props}
      panelName={shellPanels.account}
      tokenExchange={<LoginTokenExchange />}
    />
  );
}
