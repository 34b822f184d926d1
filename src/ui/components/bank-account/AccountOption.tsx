import type { CurrencyAccount } from '../../../api/endpoints/company/account-by-currency-list';
import { AccountStatusTag } from './AccountStatusTag';
import styles from './BankAccountCards.module.css';

/** One account in the select: number, bank and holder on one line (cut with …), and its tag. */
export function AccountOption({ account: a }: { account: CurrencyAccount }) {
  const text = `${a.bankAccount} · ${a.bankName} · ${a.accountName}`;
  return (
    <span className={styles.option} data-account-id={a.id}>
      <span className={styles.optionText} title={text} translate="no">
        {text}
      </span>
      <AccountStatusTag status={a.status} canEnable={a.canEnable} />
    </span>
  );
}
