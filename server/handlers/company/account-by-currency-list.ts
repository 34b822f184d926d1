import {
  accountByCurrencyList,
  ACCOUNTS_MAX,
} from '../../../src/api/endpoints/company/account-by-currency-list';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { bankAccountColumns, bankAccountOf, type BankAccountRow } from './bank-account-row';

interface Row extends BankAccountRow {
  company_code: string;
  fund_source: 'INTEREST' | 'COLLECTION' | null;
}

/**
 * GET accountByCurrencyList: the caller's company's own accounts (never another company's: the
 * company is the session's), holding `currency` when given (one code of the account's comma
 * list), or the rows of one of its account lists.
 */
export function registerAccountByCurrencyList(api: ApiMount): void {
  route(api, accountByCurrencyList, async ({ db, user, query }) => {
    const params: unknown[] = [user.companyId, query.currency ?? null];
    const list = query.list ?? null;
    params.push(list);
    const { rows } = await db.query<Row>(
      `SELECT ${bankAccountColumns('a')}, c.code AS company_code, l.fund_source
       FROM bank_accounts a
       JOIN companies c ON c.id = a.company_id
       LEFT JOIN company_account_lists l
         ON $3::text IS NOT NULL AND l.company_id = a.company_id AND l.list = $3
            AND l.bank_account_id = a.id
       WHERE a.company_id = $1
         AND ($2::text IS NULL OR $2 = ANY(string_to_array(replace(a.currency, ' ', ''), ',')))
         AND ($3::text IS NULL OR l.bank_account_id IS NOT NULL)
       ORDER BY COALESCE(l.seq, a.seq), a.seq, a.id
       LIMIT ${ACCOUNTS_MAX}`,
      params,
    );
    return rows.map((a) => ({
      ...bankAccountOf(a),
      companyCode: a.company_code,
      bankAccountId: a.id,
      fundSource: a.fund_source,
    }));
  });
}
