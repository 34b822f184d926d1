import { useTranslation } from 'react-i18next';
import type { CurrencyAccount } from '../../../api/endpoints/company/account-by-currency-list';
import { AccountListCard } from './AccountListCard';

/** The company's payment accounts (spec 001 §2). */
export function PaymentAccountListCard({ accounts }: { accounts: readonly CurrencyAccount[] }) {
  const { t } = useTranslation();
  return (
    <AccountListCard
      title={t('bank_account.payment_list')}
      accounts={accounts}
      testId="payment-accounts-card"
    />
  );
}
