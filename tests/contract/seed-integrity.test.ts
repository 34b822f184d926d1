import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/app';
import type { Db } from '../../server/db/db';
import { openDb } from '../../server/db/open-db';
import { readSetting, SettingKey } from '../../server/db/settings';
import { defaultFilesDir } from '../../server/files/file-store';

type Data = Record<string, string | number | null>;
interface Row {
  company: string;
  data: Data;
}

/**
 * The demo data as a fresh start seeds it, read with SQL from the server's own database (a server
 * of this file's own: the shared one's records are changed by other tests).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'portal-seed-integrity-'));
let db: Db;
let close: () => Promise<void>;
let seedDay: string;
const pages = new Map<string, Row[]>();

beforeAll(async () => {
  const server = await startServer({
    port: 0,
    dataDir,
    staticDir: join(dataDir, 'no-ui'),
    quiet: true,
    seedScale: 3000,
  });
  await server.close();
  const opened = await openDb({ dataDir });
  db = opened.db;
  close = () => opened.db.close();
  seedDay = ((await readSetting(db, SettingKey.seededAt)) ?? '').slice(0, 10);
  const { rows } = await db.query<{ page_id: string; company_id: string; data: Data }>(
    'SELECT page_id, company_id, data FROM page_records ORDER BY page_id, company_id, id',
  );
  for (const r of rows) {
    const list = pages.get(r.page_id) ?? [];
    list.push({ company: r.company_id, data: r.data });
    pages.set(r.page_id, list);
  }
}, 120_000);

afterAll(async () => {
  await close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(defaultFilesDir(dataDir), { recursive: true, force: true });
});

const rowsOf = (pageId: string): Row[] => {
  const rows = pages.get(pageId);
  if (!rows || rows.length === 0) throw new Error(`no seeded records of ${pageId}`);
  return rows;
};

/** `field` → the record holding it, per company: what a reference must resolve to. */
function index(pageId: string, field: string): Map<string, Data> {
  return new Map(rowsOf(pageId).map((r) => [`${r.company}/${String(r.data[field])}`, r.data]));
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

describe('seed referential integrity', () => {
  it('invoices bill purchase orders that exist, with their parties and currency', () => {
    const orders = index('trading.purchase', 'poNo');
    const ordersById = index('trading.purchase', 'id');
    let billed = 0;
    for (const { company, data } of rowsOf('trading.invoice')) {
      if (data.poNo === null) continue;
      const po = orders.get(`${company}/${String(data.poNo)}`);
      expect(po, `${String(data.invoiceNo)} bills ${String(data.poNo)}`).toBeDefined();
      expect(ordersById.get(`${company}/${String(data.poId)}`)).toBe(po);
      expect([data.buyerName, data.supplierName, data.currency]).toEqual([
        po?.buyerName,
        po?.supplierName,
        po?.currency,
      ]);
      expect(Number(data.invoiceAmount)).toBeLessThanOrEqual(Number(po?.amount));
      expect(String(data.issueDate) >= String(po?.issueDate)).toBe(true);
      billed += 1;
    }
    expect(billed).toBeGreaterThan(100);
  });

  it('confirmations, deductions and collections name invoices that exist', () => {
    const invoices = index('trading.invoice', 'invoiceNo');
    const invoicesById = index('trading.invoice', 'id');
    for (const pageId of [
      'confirmation.invoiceConfirmation',
      'confirmation.deductionReport',
      'proof.collect',
    ]) {
      for (const { company, data } of rowsOf(pageId)) {
        if (pageId === 'proof.collect' && data.invoiceNo === null) continue;
        const invoice = invoices.get(`${company}/${String(data.invoiceNo)}`);
        expect(invoice, `${pageId} names ${String(data.invoiceNo)}`).toBeDefined();
        expect(invoicesById.get(`${company}/${String(data.invoiceId)}`)).toBe(invoice);
        expect(data.currency).toBe(invoice?.currency);
        const buyer = pageId === 'proof.collect' ? data.payerName : data.buyerName;
        expect(buyer).toBe(invoice?.buyerName);
      }
    }
  });

  it('every finance number on a finance, payment, repayment, proof or report page is on the finance-order list', () => {
    const orders = index('finance.financeOrder', 'financeNo');
    const paidOut = ['DISBURSED', 'REPAID'];
    const pagesNaming = [
      'finance.costs',
      'finance.costsDetails',
      'finance.dbsFinance',
      'finance.interest',
      'payment.management',
      'payment.financing',
      'payment.releaseRefund',
      'repayment.repaymentDetail',
      'repayment.details',
      'repayment.management',
      'proof.voucher',
      'report.amortization',
    ];
    for (const pageId of pagesNaming) {
      for (const { company, data } of rowsOf(pageId)) {
        if (data.financeNo === null) continue;
        const order = orders.get(`${company}/${String(data.financeNo)}`);
        expect(order, `${pageId} names ${String(data.financeNo)}`).toBeDefined();
        expect(data.financeOrderId, pageId).toBe(order?.id);
        if ('currency' in data) expect(data.currency, pageId).toBe(order?.currency);
        // Money moved and was repaid only for orders that were paid out.
        if (pageId !== 'finance.dbsFinance') {
          expect(paidOut, `${pageId} ${String(data.financeNo)}`).toContain(order?.status);
        }
      }
    }
    const costs = index('finance.costs', 'costNo');
    for (const { company, data } of rowsOf('finance.costsDetails')) {
      expect(costs.get(`${company}/${String(data.costNo)}`)?.financeNo).toBe(data.financeNo);
    }
    const vouchers = index('proof.voucher', 'voucherNo');
    for (const { company, data } of rowsOf('proof.eOne')) {
      expect(vouchers.has(`${company}/${String(data.documentNo)}`)).toBe(true);
    }
  });

  it('names each company as the company directory does, one name per company', async () => {
    const { rows } = await db.query<{ name: string; name_en: string }>(
      'SELECT name, name_en FROM companies',
    );
    const names = new Set(rows.map((r) => r.name));
    const fields = [
      'buyerName',
      'supplierName',
      'funderName',
      'payerName',
      'payeeName',
      'counterpartyName',
    ];
    const unknown = new Set<string>();
    for (const [pageId, list] of pages) {
      for (const { data } of list) {
        for (const field of fields) {
          const value = data[field];
          if (typeof value === 'string' && !names.has(value))
            unknown.add(`${pageId}.${field}: ${value}`);
        }
      }
    }
    expect([...unknown]).toEqual([]);
  });
});

describe('seed dates are laid out around the seed day', () => {
  /** Fields that record something that has happened: never after the seed day. */
  const PAST_EVENTS = [
    'issueDate',
    'applyDate',
    'createdAt',
    'confirmedDate',
    'deductionDate',
    'signedDate',
    'lastMovementDate',
    'chargedDate',
    'paymentDate',
    'settledDate',
    'repaymentDate',
    'postingDate',
    'collectedDate',
    'openDate',
    'updatedAt',
    'postedAt',
    'periodEndDate',
  ];

  it('puts no past event after the seed day', () => {
    const late: string[] = [];
    for (const [pageId, list] of pages) {
      for (const { data } of list) {
        for (const field of PAST_EVENTS) {
          const value = data[field];
          if (typeof value === 'string' && value.slice(0, 10) > seedDay) {
            late.push(`${pageId}.${field} ${value}`);
          }
        }
        // Money received or paid out has a value date in the past too.
        if (['repayment.details', 'payment.financing'].includes(pageId)) {
          const value = data.valueDate ?? data.paymentDate;
          if (typeof value === 'string' && value > seedDay) late.push(`${pageId} ${value}`);
        }
      }
    }
    expect(late).toEqual([]);
  });

  it('spreads due dates around the seed day: some past, some to come', () => {
    for (const pageId of ['trading.purchase', 'trading.invoice', 'repayment.repaymentDetail']) {
      const due = rowsOf(pageId).map((r) => String(r.data.dueDate));
      expect(
        due.some((d) => d < seedDay),
        pageId,
      ).toBe(true);
      expect(
        due.some((d) => d > seedDay),
        pageId,
      ).toBe(true);
    }
  });

  it('calls a record overdue only once it fell due, and counts overdue days from the seed day', () => {
    for (const pageId of ['trading.purchase', 'trading.invoice']) {
      for (const { data } of rowsOf(pageId)) {
        if (data.status === 'OVERDUE') expect(String(data.dueDate) < seedDay, pageId).toBe(true);
      }
    }
    const overdue = rowsOf('repayment.management').filter((r) => r.data.status === 'OVERDUE');
    expect(overdue.length).toBeGreaterThan(0);
    for (const { data } of rowsOf('repayment.management')) {
      const expected =
        data.status === 'OVERDUE' ? daysBetween(String(data.nextDueDate), seedDay) : 0;
      expect(data.daysOverdue, String(data.financeNo)).toBe(expected);
    }
  });

  it('keeps receivables, their payments and financings on or before the seed day', async () => {
    const { rows } = await db.query<{ late: number; wrong: number; overdue: number }>(
      `SELECT
         (SELECT count(*)::int FROM receivables WHERE issue_date > $1::date)
         + (SELECT count(*)::int FROM ar_payments WHERE payment_date > $1::date)
         + (SELECT count(*)::int FROM ar_dilutions WHERE dilution_date > $1::date)
         + (SELECT count(*)::int FROM ar_financings WHERE financing_date > $1::date) AS late,
         (SELECT count(*)::int FROM receivables
           WHERE (status = 'OVERDUE') <> (outstanding > 0 AND due_date < $1::date)) AS wrong,
         (SELECT count(*)::int FROM receivables WHERE status = 'OVERDUE') AS overdue`,
      [seedDay],
    );
    expect(rows[0]).toMatchObject({ late: 0, wrong: 0 });
    expect(rows[0]?.overdue).toBeGreaterThan(0);
    const orphans = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ar_payments p
       WHERE NOT EXISTS (SELECT 1 FROM receivables r WHERE r.id = p.receivable_id)`,
    );
    expect(orphans.rows[0]?.n).toBe(0);
  });
});
