import { useTranslation } from 'react-i18next';
import type { CurrencyAccount } from '../../../api/endpoints/company/account-by-currency-list';
import { DescriptionsList } from '../screen/DescriptionsList';
import { SectionCard } from '../screen/SectionCard';
import { accountItems, asPayee, payeeItems } from './account-items';

interface Props {
  accounts: readonly CurrencyAccount[];
  /** The payee variant: how the paying side reads the funder's account. */
  payee?: boolean;
}

/** The funder's receiving accounts (spec 001 §2), each as a list of its fields. */
export function FunderReceivingAccountCard({ accounts, payee }: Props) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('bank_account.funder_receiving')} testId="funder-receiving-card">
      {accounts.length === 0 ? (
        <p>{t('bank_account.none')}</p>
      ) : (
        accounts.map((a) => (
          <DescriptionsList
            key={a.id}
            testId={`account-${a.id}`}
            items={payee === true ? payeeItems(asPayee(a), t) : accountItems(a, t)}
          />
        ))
      )}
    </SectionCard>
  );
}
