import { useTranslation } from 'react-i18next';
import type { CurrencyAccount } from '../../../api/endpoints/company/account-by-currency-list';
import { DescriptionsList } from '../screen/DescriptionsList';
import { SectionCard } from '../screen/SectionCard';
import { accountItems, asPayee, payeeItems } from './account-items';
import styles from './BankAccountCards.module.css';

interface Props {
  title: string;
  testId: string;
  accounts: readonly CurrencyAccount[];
  /** The payee variant: how the side that pays into the account reads it. */
  payee?: boolean;
  /** What the card says when there is no account. */
  empty?: string;
}

/** Accounts shown one by one with every field of the entity (or of the payee variant). */
export function AccountFieldsCard({ title, testId, accounts, payee, empty }: Props) {
  const { t } = useTranslation();
  return (
    <SectionCard title={title} testId={testId}>
      {accounts.length === 0 ? (
        <p className={styles.none}>{empty ?? t('bank_account.none')}</p>
      ) : (
        <div className={styles.accounts}>
          {accounts.map((a) => (
            <div key={a.id} className={styles.account} data-account-id={a.id}>
              <DescriptionsList
                columns={3}
                testId={`account-${a.id}`}
                items={payee === true ? payeeItems(asPayee(a), t, a) : accountItems(a, t)}
              />
            </div>
          ))}
        </div>
      )}
    </SectionCard>
  );
}
