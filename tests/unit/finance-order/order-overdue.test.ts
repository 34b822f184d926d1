import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../server/auth/authenticate';
import type { Db } from '../../../server/db/db';
import { openPgliteDb } from '../../../server/db/pglite-db';
import { orderTimeline } from '../../../server/finance-order/order-events';
import { sweepOverdueOrders } from '../../../server/finance-order/order-overdue';
import { FINANCE_ORDER_PAGE, type OrderData } from '../../../server/finance-order/order-record';
import { takeStep } from '../../../server/finance-order/order-step';
import { readPartyOrder } from '../../../server/handlers/finance-order/read-order';
import { recordSource } from '../../../server/handlers/pages/record-source';
import { Params } from '../../../server/handlers/receivables/ar-sql';
import { financeOrderPage } from '../../../src/shared/page-declaration/pages/finance/finance-order';
import { paymentFinancingPage } from '../../../src/shared/page-declaration/pages/payment/financing';
import type { PageDeclaration } from '../../../src/shared/page-declaration/types';

/**
 * Overdue (docs/finance-orders.md#the-lifecycle-server): a paid-out order past its maturity date
 * reads OVERDUE on its detail and in the lists, and can still be repaid. The contract server's
 * clock cannot be moved and no route sets a maturity date, so the orders are written straight
 * into a real (in-process) database with a maturity date in the past.
 */
const SUPPLIER = 'T-SUP';
const FUNDER = 'T-FUN';
const user = (companyId: string, companyRole: 'COMPANY' | 'FUNDER'): SessionUser => ({
  id: `u-${companyId}`,
  userName: `user-${companyId}`,
  companyId,
  companyRole: companyRole as SessionUser['companyRole'],
  tokenHash: '-',
});
const supplier = user(SUPPLIER, 'COMPANY');
const funder = user(FUNDER, 'FUNDER');

let dir: string;
let db: Db;

async function migrateAll(target: Db): Promise<void> {
  const migrations = new URL('../../../server/db/migrations/', import.meta.url);
  for (const file of readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    await target.exec(readFileSync(new URL(file, migrations), 'utf8'));
  }
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A lifecycle order paid out 90 days ago whose maturity date was `maturityOffset` days from now. */
async function paidOutOrder(id: string, maturityOffset: number): Promise<void> {
  const data: Partial<OrderData> = {
    financeNo: `FA-${id}`,
    productName: 'Test product',
    buyerName: 'Buyer',
    funderName: 'Funder',
    currency: 'USD',
    applyAmount: '1000.00',
    financedAmount: '900.00',
    applyDate: day(-91),
    valueDate: day(-90),
    maturityDate: day(maturityOffset),
    status: 'DISBURSED',
    createdAt: new Date().toISOString(),
    lifecycle: true,
    supplierCompanyId: SUPPLIER,
    funderCompanyId: FUNDER,
    buyerCompanyId: null,
    fundingInfo: {
      reference: `PAY-${id}`,
      financedAmount: '900.00',
      paidAmount: '880.00',
      currency: 'USD',
      valueDate: day(-90),
      maturityDate: day(maturityOffset),
      disbursedBy: 'Funder',
      disbursedAt: new Date().toISOString(),
    },
  };
  await db.query(
    `INSERT INTO page_records (page_id, company_id, id, data) VALUES ($1, $2, $3, $4::jsonb)`,
    [FINANCE_ORDER_PAGE, SUPPLIER, id, JSON.stringify(data)],
  );
}

async function listed(declaration: PageDeclaration, companyId: string) {
  const p = new Params();
  const source = recordSource(declaration, null);
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT * FROM ${source.sql(p, companyId)} s`,
    p.values,
  );
  return rows;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'order-overdue-'));
  db = await openPgliteDb(dir);
  await migrateAll(db);
  for (const id of [SUPPLIER, FUNDER]) {
    await db.query(
      `INSERT INTO companies (id, code, name, name_en, biz_reg_no, country_code, address, status, roles)
       VALUES ($1, $1, $2, $2, '-', 'SG', '-', 'ACTIVE', '[]')`,
      [id, `${id} Ltd`],
    );
  }
  // Every migration on a fresh PGlite: seconds alone, longer on a busy machine.
}, 120_000);

afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('overdue finance orders', () => {
  it('reads a paid-out order past maturity as OVERDUE on its detail, with a SYSTEM row', async () => {
    await paidOutOrder('FOA-LATE-READ', -1);
    await paidOutOrder('FOA-NOT-DUE', 30);
    expect((await readPartyOrder(db, 'FOA-LATE-READ', funder)).data.status).toBe('OVERDUE');
    expect((await readPartyOrder(db, 'FOA-NOT-DUE', supplier)).data.status).toBe('DISBURSED');
    const timeline = await orderTimeline(db, 'FOA-LATE-READ');
    expect(timeline.at(-1)).toMatchObject({
      action: 'markOverdue',
      fromStatus: 'DISBURSED',
      toStatus: 'OVERDUE',
    });
  });

  it('marks the rest in the sweep, so the lists show OVERDUE too, and the payment list keeps it', async () => {
    await paidOutOrder('FOA-LATE-SWEEP', -3);
    expect(await sweepOverdueOrders(db, day(0))).toBe(1);
    for (const companyId of [SUPPLIER, FUNDER]) {
      const statuses = Object.fromEntries(
        (await listed(financeOrderPage, companyId)).map((r) => [r.id, r.status]),
      );
      expect(statuses).toMatchObject({
        'FOA-LATE-SWEEP': 'OVERDUE',
        'FOA-LATE-READ': 'OVERDUE',
        'FOA-NOT-DUE': 'DISBURSED',
      });
      const paid = (await listed(paymentFinancingPage, companyId)).map((r) => r.financeOrderId);
      expect(paid.sort()).toEqual(['FOA-LATE-READ', 'FOA-LATE-SWEEP', 'FOA-NOT-DUE']);
    }
    expect(await sweepOverdueOrders(db, day(0))).toBe(0);
  });

  it('still lets the funder record the repayment of an overdue order', async () => {
    await paidOutOrder('FOA-LATE-REPAY', -2);
    const repaid = await db.transaction((tx) =>
      takeStep(tx, 'FOA-LATE-REPAY', funder, 'repay', () => ({})),
    );
    expect(repaid.data.status).toBe('REPAID');
    const steps = (await orderTimeline(db, 'FOA-LATE-REPAY')).map((e) => [e.action, e.toStatus]);
    expect(steps).toEqual([
      ['markOverdue', 'OVERDUE'],
      ['repay', 'REPAID'],
    ]);
  });
});
