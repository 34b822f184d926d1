import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/auth/authenticate';
import type { Db } from '../../server/db/db';
import { openDb } from '../../server/db/open-db';
import { createLogger } from '../../server/log';
import { BusinessError } from '../../server/http/business-error';
import { requireVerifiedCompany } from '../../server/realname/company-verification';
import { confirmDepositAmount, sendDeposit } from '../../server/realname/deposit-commands';
import { readRealnameStatus } from '../../server/realname/realname-status-store';
import { startOwnServer } from './helpers/own-server';

/**
 * The deposit paths that need the secret amount or time to pass, on a seeded database of this
 * file's own (the server started once to migrate and seed it, then closed): the right amount,
 * the 48-hour expiry with a clock the test moves, the mailbox notice, and the finance-order rule.
 */
const UNVERIFIED: SessionUser = {
  id: 'U1011',
  userName: 'unverified',
  companyId: 'C007',
  companyRole: 'SUPPLIER',
  tokenHash: 'test',
};
const log = createLogger(true);
let db: Db;
let stop: () => Promise<void>;

beforeAll(async () => {
  const own = await startOwnServer('realname-deposits', {});
  const dataDir = own.server.dbLocation;
  await own.server.close();
  const opened = await openDb({ dataDir });
  db = opened.db;
  stop = async () => {
    await opened.db.close();
    await own.stop().catch(() => undefined);
  };
}, 240_000);

afterAll(async () => {
  await stop();
});

const amountOf = async (): Promise<number> => {
  const { rows } = await db.query<{ amount_minor: number }>(
    "SELECT amount_minor FROM realname_deposits WHERE company_id = 'C007' ORDER BY id DESC LIMIT 1",
  );
  return rows[0]?.amount_minor ?? -1;
};
const send = (now: Date, account = 'BA-C007-1') =>
  db.transaction((tx) => sendDeposit(tx, log, UNVERIFIED, account, 'en-US', now));
const answer = (text: string, now: Date) =>
  db.transaction((tx) => confirmDepositAmount(tx, 'C007', text, now));

describe('deposit amount, expiry and the verified company', () => {
  it('seeds the company of every demo sign-in but one verified', async () => {
    const { rows } = await db.query<{ user_name: string }>(
      `SELECT u.user_name FROM users u JOIN companies c ON c.id = u.company_id
       WHERE c.realname_verified_at IS NULL ORDER BY u.user_name`,
    );
    expect(rows.map((r) => r.user_name)).toEqual(['unverified']);
  });

  it('sends an amount under 1.00 and tells the mailbox, not the answer', async () => {
    const now = new Date('2026-11-26T08:00:00Z');
    await send(now);
    const minor = await amountOf();
    expect(minor).toBeGreaterThanOrEqual(1);
    expect(minor).toBeLessThanOrEqual(99);
    const { rows } = await db.query<{ recipient: string; body: string }>(
      'SELECT recipient, body FROM dev_mailbox ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]?.recipient).toBe('he.jun@dawnlight-precision.example');
    expect(rows[0]?.body).toContain(`CNY ${(minor / 100).toFixed(2)}`);
  });

  it('refuses the right amount once 48 hours have passed; a new deposit is needed', async () => {
    const sentAt = new Date('2026-11-26T09:00:00Z');
    await send(sentAt);
    const right = ((await amountOf()) / 100).toFixed(2);
    const late = new Date(sentAt.getTime() + 48 * 3600 * 1000);
    expect(await answer(right, late)).toEqual({ outcome: 'EXPIRED', attemptsLeft: 3 });
    const status = await readRealnameStatus(db, UNVERIFIED, late);
    expect(status.company.deposit?.state).toBe('EXPIRED');
    expect(status.company.state).toBe('DEPOSIT_SENT');
  });

  it('refuses the right amount after three wrong ones', async () => {
    const now = new Date('2026-11-26T10:00:00Z');
    await send(now);
    const minor = await amountOf();
    const wrong = ((minor === 99 ? 98 : minor + 1) / 100).toFixed(2);
    await answer(wrong, now);
    await answer(wrong, now);
    expect(await answer(wrong, now)).toEqual({ outcome: 'LOCKED', attemptsLeft: 0 });
    expect(await answer((minor / 100).toFixed(2), now)).toEqual({
      outcome: 'LOCKED',
      attemptsLeft: 0,
    });
  });

  it('verifies the company on the right amount, after a wrong one, just before expiry', async () => {
    const sentAt = new Date('2026-11-26T11:00:00Z');
    await send(sentAt);
    const minor = await amountOf();
    const justInTime = new Date(sentAt.getTime() + 48 * 3600 * 1000 - 1000);
    await expect(requireVerifiedCompany(db, 'C007')).rejects.toBeInstanceOf(BusinessError);
    expect(await answer('1.00', justInTime)).toEqual({ outcome: 'WRONG', attemptsLeft: 2 });
    // Typed as the statement shows it, with a missing leading zero.
    const typed = `.${String(minor).padStart(2, '0')}`;
    expect(await answer(typed, justInTime)).toEqual({ outcome: 'PASSED', attemptsLeft: 2 });
    const status = await readRealnameStatus(db, UNVERIFIED, justInTime);
    expect(status.company.state).toBe('VERIFIED');
    expect(status.company.verifiedAt).toBe(justInTime.toISOString());
    expect(status.company.deposit?.state).toBe('PASSED');
    await expect(requireVerifiedCompany(db, 'C007')).resolves.toBeUndefined();
    expect(await answer(typed, justInTime)).toEqual({
      outcome: 'ALREADY_VERIFIED',
      attemptsLeft: 0,
    });
    await expect(send(justInTime)).rejects.toBeInstanceOf(BusinessError);
  });
});
