import type { CurrencyAccount } from '../../../api/endpoints/company/account-by-currency-list';
import { AccountStatusTag } from './AccountStatusTag';
import styles from './BankAccountCards.module.css';

/**
 * One account in the select: number, bank and holder on one line (cut with …), and its tag. The
 * chosen value leaves the tag out: only an enabled account can be chosen, and the room is the
 * number's.
 */
export function AccountOption({
  account: a,
  tag = true,
}: {
  account: CurrencyAccount;
  tag?: boolean;
}) {
  const text = `${a.bankAccount} · ${a.bankName} · ${a.accountName}`;
  return (
    <span className={styles.option} data-account-id={a.id}>
      <span className={styles.optionText} title={text} translate="no">
        {text}
      </span>
      {tag && <AccountStatusTag status={a.status} canEnable={a.canEnable} />}
    </span>
  );
}
