import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { CurrencyAccount } from '../../../api/endpoints/company/account-by-currency-list';
import { SectionCard } from '../screen/SectionCard';
import { AccountStatusTag } from './AccountStatusTag';
import type { AccountFieldKey } from './account-field-key';
import styles from './BankAccountCards.module.css';

interface Props {
  title: string;
  accounts: readonly CurrencyAccount[];
  testId: string;
  /** Collection lists name the bank code SWIFT code (spec 001 §3). */
  swift?: boolean;
}

/** A company's collection or payment account list: one row per account with its fund source. */
export function AccountListCard({ title, accounts, testId, swift }: Props) {
  const { t } = useTranslation();
  const f = (key: AccountFieldKey) => t(`bank_account.field.${key}`);
  // A list whose rows carry no fund source (the seeded payment lists) would show a column of '-'.
  const withSource = accounts.some((a) => a.fundSource !== null);
  return (
    <SectionCard title={title} testId={testId}>
      <DataTable
        value={[...accounts]}
        dataKey="id"
        size="small"
        scrollable
        emptyMessage={t('bank_account.none')}
        tableStyle={{ minWidth: '44rem' }}
      >
        <Column
          header={f('account_name')}
          body={(a: CurrencyAccount) => <span translate="no">{a.accountName}</span>}
        />
        <Column field="bankAccount" header={f('bank_account')} className={styles.nowrap} />
        <Column
          header={f('bank_name')}
          body={(a: CurrencyAccount) => <span translate="no">{a.bankName}</span>}
        />
        <Column
          header={f(swift === true ? 'swift_code' : 'bank_code')}
          className={styles.nowrap}
          body={(a: CurrencyAccount) => <span translate="no">{a.bankCode}</span>}
        />
        <Column field="currency" header={f('currency')} className={styles.nowrap} />
        {withSource && (
          <Column
            header={f('fund_source')}
            className={styles.nowrap}
            body={(a: CurrencyAccount) =>
              a.fundSource === null ? '-' : t(`bank_account.fund_source.${a.fundSource}`)
            }
          />
        )}
        <Column
          header={f('status')}
          className={styles.nowrap}
          body={(a: CurrencyAccount) => (
            <AccountStatusTag status={a.status} canEnable={a.canEnable} />
          )}
        />
      </DataTable>
    </SectionCard>
  );
}
