import { randomInt } from 'node:crypto';
import type { SessionUser } from '../auth/authenticate';
import type { Db } from '../db/db';
import type { Logger } from '../log';
import { deliverDevMail } from '../mail/dev-mailbox';
import type { Language } from '../../src/shared/constants';
import {
  accountNameMatches,
  attemptsLeft,
  depositExpiry,
  depositState,
  drawDepositMinor,
  formatMinor,
  parseDepositAmount,
} from '../../src/shared/realname/realname-rules';
import { realnameFieldRefusal } from './field-refusal';
import {
  challengeOf,
  depositCurrencyOf,
  latestDeposit,
  maskAccountNo,
  readAccounts,
  readCompany,
} from './realname-status-store';
import { ACCOUNT_TEXT, depositNotice } from './realname-texts';

/**
 * Sends a deposit to an account of the caller's company in its registered name, superseding any
 * earlier one (a new row is the current challenge, with fresh attempts and expiry). The amount is
 * stored and written to the development mailbox only.
 */
export async function sendDeposit(
  db: Db,
  log: Logger,
  user: SessionUser,
  bankAccountId: string,
  lang: Language,
  now: Date,
  randomBelow: (bound: number) => number = (bound) => randomInt(bound),
): Promise<void> {
  // Serialises two requests of one company: the latest row stays the one the user was told of.
  await db.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [user.companyId]);
  const company = await readCompany(db, user.companyId);
  if (company.realname_verified_at !== null) {
    throw realnameFieldRefusal('bankAccountId', ACCOUNT_TEXT.alreadyVerified, lang);
  }
  const account = (await readAccounts(db, user.companyId)).find((a) => a.id === bankAccountId);
  if (!account) throw realnameFieldRefusal('bankAccountId', ACCOUNT_TEXT.unknown, lang);
  if (!accountNameMatches(account.account_name, [company.name, company.name_en])) {
    throw realnameFieldRefusal('bankAccountId', ACCOUNT_TEXT.nameMismatch, lang);
  }
  const currency = depositCurrencyOf(account.currency);
  const amountMinor = drawDepositMinor(currency, randomBelow);
  const expiresAt = depositExpiry(now);
  await db.query(
    `INSERT INTO realname_deposits
       (company_id, bank_account_id, currency, amount_minor, requested_by, sent_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [user.companyId, account.id, currency, amountMinor, user.id, now, expiresAt],
  );
  const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
    user.id,
  ]);
  const notice = depositNotice(
    company.name,
    maskAccountNo(account.bank_account),
    formatMinor(amountMinor, currency),
    currency,
    expiresAt,
  );
  await deliverDevMail(db, log, { recipient: rows[0]?.email ?? user.userName, ...notice });
}

export type ConfirmOutcome =
  'PASSED' | 'WRONG' | 'LOCKED' | 'EXPIRED' | 'NONE' | 'ALREADY_VERIFIED';

/**
 * Checks the amount against the company's current deposit. Only a deposit that may still be
 * answered counts an attempt; the right amount marks the deposit passed and the company verified.
 */
export async function confirmDepositAmount(
  db: Db,
  companyId: string,
  amountText: string,
  now: Date,
): Promise<{ outcome: ConfirmOutcome; attemptsLeft: number }> {
  const company = await readCompany(db, companyId);
  if (company.realname_verified_at !== null)
    return { outcome: 'ALREADY_VERIFIED', attemptsLeft: 0 };
  const deposit = await latestDeposit(db, companyId, true);
  if (!deposit) return { outcome: 'NONE', attemptsLeft: 0 };
  const state = depositState(challengeOf(deposit), now);
  if (state === 'LOCKED' || state === 'EXPIRED') {
    return { outcome: state, attemptsLeft: attemptsLeft(challengeOf(deposit)) };
  }
  const typed = parseDepositAmount(amountText, deposit.currency);
  if (typed === deposit.amount_minor) {
    await db.query('UPDATE realname_deposits SET passed_at = $2 WHERE id = $1', [deposit.id, now]);
    await db.query('UPDATE companies SET realname_verified_at = $2 WHERE id = $1', [
      companyId,
      now,
    ]);
    return { outcome: 'PASSED', attemptsLeft: attemptsLeft(challengeOf(deposit)) };
  }
  const { rows } = await db.query<{ attempts: number }>(
    'UPDATE realname_deposits SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
    [deposit.id],
  );
  const attempts = rows[0]?.attempts ?? deposit.attempts + 1;
  const after = { ...challengeOf(deposit), attempts };
  return {
    outcome: depositState(after, now) === 'LOCKED' ? 'LOCKED' : 'WRONG',
    attemptsLeft: attemptsLeft(after),
  };
}
