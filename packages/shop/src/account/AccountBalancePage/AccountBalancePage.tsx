import { useGetUserQuery, type UserFragment, useSessionStatus } from '@hemma/data';
import { Spinner } from '@hemma/ui';
import { useShopLabels } from '../../labels';
import { AccountAlert } from '../AccountAlert/AccountAlert';
import { AccountLayout } from '../AccountLayout/AccountLayout';
import * as styles from '../account.css';

type Balance = NonNullable<NonNullable<UserFragment['balances']>[number]>;

/** The customer's balance per currency, as the API formats it. */
export function BalanceList({ balances }: { balances: readonly Balance[] }) {
  const { t } = useShopLabels();
  if (balances.length === 0) return <p className={styles.lead}>{t('account.balance.none')}</p>;
  return (
    <dl className={styles.orderFacts}>
      {balances.map((balance) => (
        <div key={balance.currency} className={styles.fact}>
          <dt className={styles.factLabel}>
            {t('account.balance.amount', { currency: balance.currency })}
          </dt>
          <dd className={`${styles.factValue} ${styles.subheading}`}>
            {balance.amountFormatted ?? String(balance.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Balances() {
  const { t } = useShopLabels();
  const status = useSessionStatus();
  const { data, loading, error } = useGetUserQuery({
    skip: status !== 'authenticated',
    fetchPolicy: 'network-only',
  });
  if (error) return <AccountAlert>{t('messages.genericError')}</AccountAlert>;
  if (loading || !data) return <Spinner label={t('account.balance.loading')} />;
  return (
    <section className={styles.section}>
      <p className={styles.lead}>{t('account.balance.lead')}</p>
      <BalanceList
        balances={(data.getUser?.balances ?? []).filter((balance) => balance !== null)}
      />
    </section>
  );
}

/** My balance (/my-account/balance). */
export function AccountBalancePage({ title }: { title: string }) {
  return (
    <AccountLayout title={title}>
      <Balances />
    </AccountLayout>
  );
}
