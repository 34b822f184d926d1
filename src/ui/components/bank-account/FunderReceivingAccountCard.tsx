import { useTranslation } from 'react-i18next';
import type { CurrencyAccount } from '../../../api/endpoints/company/account-by-currency-list';
import { AccountFieldsCard } from './AccountFieldsCard';

interface Props {
  accounts: readonly CurrencyAccount[];
  /** The payee variant: how the paying side reads the funder's account. */
  payee?: boolean;
}

/** The funder's receiving accounts (spec 001 §2), each as a list of its fields. */
export function FunderReceivingAccountCard({ accounts, payee }: Props) {
  const { t } = useTranslation();
  return (
    <AccountFieldsCard
      title={t('bank_account.funder_receiving')}
      testId="funder-receiving-card"
      accounts={accounts}
      payee={payee}
    />
  );
}
