import type { RealnameStatus } from '../../src/api/endpoints/realname/realname-status';
import {
  accountNameMatches,
  attemptsLeft,
  currencyDecimals,
  depositState,
} from '../../src/shared/realname/realname-rules';
import type { Db } from '../db/db';

/** The currency a deposit is sent in: the account's first (accounts may list several). */
export const depositCurrencyOf = (currencies: string): string =>
  (currencies.split(',')[0] ?? '').trim().toUpperCase() || 'CNY';

export const maskAccountNo = (accountNo: string): string => {
  const digits = accountNo.replace(/[^0-9A-Za-z]/g, '');
  return `****${digits.slice(-4)}`;
};

export interface CompanyRow {
  name: string;
  name_en: string;
  realname_verified_at: Date | null;
}

export interface AccountRow {
  id: string;
  account_name: string;
  bank_name: string;
  bank_name_en: string;
  bank_account: string;
  currency: string;
}

export interface DepositRow {
  id: string;
  bank_account_id: string;
  currency: string;
  amount_minor: number;
  attempts: number;
  sent_at: Date;
  expires_at: Date;
  passed_at: Date | null;
}

export async function readCompany(db: Db, companyId: string): Promise<CompanyRow> {
  const { rows } = await db.query<CompanyRow>(
    'SELECT name, name_en, realname_verified_at FROM companies WHERE id = $1',
    [companyId],
  );
  const row = rows[0];
  if (!row) throw new Error(`company ${companyId} of a live session is missing`);
  return row;
}

export async function readAccounts(db: Db, companyId: string): Promise<AccountRow[]> {
  const { rows } = await db.query<AccountRow>(
    `SELECT id, account_name, bank_name, bank_name_en, bank_account, currency
     FROM bank_accounts WHERE company_id = $1 ORDER BY seq LIMIT 50`,
    [companyId],
  );
  return rows;
}

/**
 * The company's current deposit: its latest, locked for update inside a command. A deposit that
 * passed while the company is no longer verified (its verification was re-opened by an approved
 * change of its name or registration, docs/realname.md#re-verification) proved the old identity:
 * it is no current challenge, and its amount, which the old mailbox shows, verifies nothing.
 */
export async function latestDeposit(
  db: Db,
  companyId: string,
  forUpdate = false,
): Promise<DepositRow | null> {
  const { rows } = await db.query<DepositRow & { company_verified: boolean }>(
    `SELECT d.id::text AS id, d.bank_account_id, d.currency, d.amount_minor, d.attempts, d.sent_at,
            d.expires_at, d.passed_at, c.realname_verified_at IS NOT NULL AS company_verified
     FROM realname_deposits d JOIN companies c ON c.id = d.company_id
     WHERE d.company_id = $1 ORDER BY d.id DESC LIMIT 1
     ${forUpdate ? 'FOR UPDATE OF d' : ''}`,
    [companyId],
  );
  const row = rows[0];
  if (!row || (row.passed_at !== null && !row.company_verified)) return null;
  const { company_verified: _verified, ...deposit } = row;
  return deposit;
}

export const challengeOf = (d: DepositRow) => ({
  attempts: d.attempts,
  expiresAt: d.expires_at,
  passedAt: d.passed_at,
});

/** Where the company stands; the amount itself never leaves the server. */
export async function readRealnameStatus(
  db: Db,
  user: { id: string; companyId: string },
  now: Date,
): Promise<RealnameStatus> {
  const company = await readCompany(db, user.companyId);
  const accounts = await readAccounts(db, user.companyId);
  const deposit = await latestDeposit(db, user.companyId);
  const registered = [company.name, company.name_en];
  const { rows: users } = await db.query<{ email: string }>(
    'SELECT email FROM users WHERE id = $1',
    [user.id],
  );
  const account = deposit ? accounts.find((a) => a.id === deposit.bank_account_id) : undefined;
  const verified = company.realname_verified_at !== null;
  return {
    company: {
      name: company.name,
      nameEn: company.name_en,
      state: verified ? 'VERIFIED' : deposit ? 'DEPOSIT_SENT' : 'UNVERIFIED',
      verifiedAt: company.realname_verified_at?.toISOString() ?? null,
      deposit:
        deposit && account
          ? {
              bankAccountId: account.id,
              accountName: account.account_name,
              accountNoMasked: maskAccountNo(account.bank_account),
              bankName: account.bank_name,
              currency: deposit.currency,
              decimals: currencyDecimals(deposit.currency),
              sentAt: deposit.sent_at.toISOString(),
              expiresAt: deposit.expires_at.toISOString(),
              attemptsLeft: attemptsLeft(challengeOf(deposit)),
              state: depositState(challengeOf(deposit), now),
            }
          : null,
      accounts: accounts.map((a) => ({
        id: a.id,
        accountName: a.account_name,
        accountNoMasked: maskAccountNo(a.bank_account),
        bankName: a.bank_name,
        currency: depositCurrencyOf(a.currency),
        nameMatches: accountNameMatches(a.account_name, registered),
      })),
    },
    mailbox: { recipient: users[0]?.email ?? '' },
  };
}
