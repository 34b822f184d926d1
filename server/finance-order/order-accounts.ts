import {
  ORDER_ACCOUNTS_MAX,
  type OrderAccount,
} from '../../src/api/endpoints/finance-order/funding-account-infos';
import type { SessionUser } from '../auth/authenticate';
import type { Db } from '../db/db';
import {
  bankAccountColumns,
  bankAccountOf,
  type BankAccountRow,
} from '../handlers/company/bank-account-row';
import { actorOf, partyOf } from './order-party';
import type { StoredOrder } from './order-record';

interface Row extends BankAccountRow {
  company_code: string;
  fund_source: 'INTEREST' | 'COLLECTION' | null;
  list: 'RECEIVING' | 'COLLECTION' | 'PAYMENT' | null;
}

const ROLE_OF_LIST = {
  RECEIVING: 'FUNDER_RECEIVING',
  COLLECTION: 'COLLECTION',
  PAYMENT: 'PAYMENT',
} as const;

const accountOf = (a: Row, role: OrderAccount['role']): OrderAccount => ({
  ...bankAccountOf(a),
  companyCode: a.company_code,
  bankAccountId: a.id,
  fundSource: a.fund_source,
  role,
});

/**
 * The order's accounts as its calling party may see them (fundingAccountInfos/{id}). The
 * supplier's chosen account is read again so its status is today's (an account disabled after
 * submission shows so). The funder's collection and payment lists are its internal business:
 * only its own session gets them, and the paying parties get only its enabled receiving accounts,
 * the ones they may repay to.
 */
export async function readOrderAccounts(
  db: Db,
  order: StoredOrder,
  user: SessionUser,
): Promise<OrderAccount[]> {
  const funder = order.data.funderCompanyId ?? null;
  const funderView =
    funder !== null && actorOf(user) === 'FUNDER' && partyOf(order, 'FUNDER') === user.companyId;
  const chosen = order.data.fundingAccount?.id ?? null;
  const { rows } = await db.query<Row>(
    `SELECT ${bankAccountColumns('a')}, c.code AS company_code, NULL AS fund_source,
            NULL AS list, 0 AS list_order, 0 AS seq_order
     FROM bank_accounts a JOIN companies c ON c.id = a.company_id
     WHERE $1::text IS NOT NULL AND a.id = $1 AND a.company_id = $2
     UNION ALL
     SELECT ${bankAccountColumns('a')}, c.code, l.fund_source, l.list,
            array_position(ARRAY['RECEIVING', 'COLLECTION', 'PAYMENT'], l.list), l.seq
     FROM company_account_lists l
     JOIN bank_accounts a ON a.id = l.bank_account_id AND a.company_id = l.company_id
     JOIN companies c ON c.id = a.company_id
     WHERE $3::text IS NOT NULL AND l.company_id = $3
       AND $4 = ANY(string_to_array(replace(a.currency, ' ', ''), ','))
       AND ((l.list IN ('COLLECTION', 'PAYMENT') AND $5::boolean)
            OR (l.list = 'RECEIVING' AND ($5::boolean OR a.status = 'ENABLE')))
     ORDER BY list_order, seq_order
     LIMIT ${ORDER_ACCOUNTS_MAX}`,
    [chosen, order.companyId, funder, order.data.currency, funderView],
  );
  return rows.map((a) => accountOf(a, a.list === null ? 'RECEIVING' : ROLE_OF_LIST[a.list]));
}
