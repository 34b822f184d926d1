import type { Db } from '../db/db';
import {
  bankAccountColumns,
  bankAccountOf,
  type BankAccountRow,
} from '../handlers/company/bank-account-row';

/**
 * The company's own accounts among the numbers asked, in the order asked; numbers that are none of
 * its accounts (another company's included) are `missing`.
 */
export async function companyAccountsAmong(db: Db, companyId: string, numbers: readonly string[]) {
  const { rows } = await db.query<BankAccountRow>(
    `SELECT ${bankAccountColumns()} FROM bank_accounts
     WHERE company_id = $1 AND bank_account = ANY($2::text[])`,
    [companyId, [...numbers]],
  );
  const byNumber = new Map(rows.map((r) => [r.bank_account, r]));
  const found = numbers.flatMap((n) => {
    const row = byNumber.get(n);
    return row ? [bankAccountOf(row)] : [];
  });
  return { found, missing: numbers.filter((n) => !byNumber.has(n)) };
}
