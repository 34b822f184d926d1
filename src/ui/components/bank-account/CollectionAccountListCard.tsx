import { useTranslation } from 'react-i18next';
import type { CurrencyAccount } from '../../../api/endpoints/company/account-by-currency-list';
import { AccountListCard } from './AccountListCard';

/** The company's collection accounts (spec 001 §2), their bank code shown as SWIFT code. */
export function CollectionAccountListCard({ accounts }: { accounts: readonly CurrencyAccount[] }) {
  const { t } = useTranslation();
  return (
    <AccountListCard
      title={t('bank_account.collection_list')}
      accounts={accounts}
      testId="collection-accounts-card"
      swift
    />
  );
}
