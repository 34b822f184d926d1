import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { openDb } from '../../../server/db/open-db';
import {
  eligibleReceivablePage,
  eligibleReceivables,
} from '../../../server/finance-order/eligible-receivables';
import { readProductTerms } from '../../../server/finance-order/product-terms-store';
import { startOwnServer } from '../helpers/own-server';

/**
 * The eligibility rule on a database of this file's own (the shared contract server's records
 * must not be marked held): what an order holding a record, a due date in the past or a settled
 * status does to what the pickers and createOrder are offered. Its own database, so the G-series
 * story receivables of `supplier` (C001) it marks are no other test's concern.
 */
const NORTHWIND = 'Northwind Retail Group Pte. Ltd.';
let db: Db;
let stop: () => Promise<void>;

beforeAll(async () => {
  const own = await startOwnServer('held-receivables', {});
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

const invoices = (ids?: string[]) =>
  eligibleReceivables(db, {
    supplierCompanyId: 'C001',
    buyerName: NORTHWIND,
    currency: 'USD',
    kind: 'INVOICE',
    ...(ids ? { ids } : {}),
  });

const setField = (id: string, field: string, value: string) =>
  db.query(
    `UPDATE page_records SET data = jsonb_set(data, $3::text[], to_jsonb($4::text))
     WHERE page_id = 'trading.invoice' AND company_id = $1 AND id = $2`,
    ['C001', id, [field], value],
  );

describe('which receivables are offered (docs/finance-order-pickers.md)', () => {
  it('offers an open invoice until an order holds it, then to nobody', async () => {
    expect((await invoices()).map((r) => r.id)).toContain('INV-C001-G01');
    await setField('INV-C001-G01', 'financeOrderId', 'FO-TEST-1');
    expect((await invoices()).map((r) => r.id)).not.toContain('INV-C001-G01');
    expect(await invoices(['INV-C001-G01'])).toEqual([]);
    const page = await eligibleReceivablePage(db, {
      supplierCompanyId: 'C001',
      buyerName: NORTHWIND,
      currency: 'USD',
      kind: 'INVOICE',
      offset: 0,
      limit: 100,
    });
    expect(page.rows.map((r) => r.id)).not.toContain('INV-C001-G01');
  });

  it('never offers an overdue or settled invoice', async () => {
    await setField('INV-C001-G02', 'dueDate', '2020-01-31');
    expect((await invoices()).map((r) => r.id)).not.toContain('INV-C001-G02');
    const cny = () =>
      eligibleReceivables(db, {
        supplierCompanyId: 'C001',
        buyerName: NORTHWIND,
        currency: 'CNY',
        kind: 'INVOICE',
      });
    expect((await cny()).map((r) => r.id)).toContain('INV-C001-G03');
    await setField('INV-C001-G03', 'status', 'SETTLED');
    expect((await cny()).map((r) => r.id)).not.toContain('INV-C001-G03');
  });

  it('locks the chosen rows inside the caller’s transaction', async () => {
    const locked = await db.transaction((tx) =>
      eligibleReceivables(tx, {
        supplierCompanyId: 'C001',
        buyerName: NORTHWIND,
        kind: 'PO',
        ids: ['PO-C001-G01'],
        forUpdate: true,
      }),
    );
    expect(locked.map((r) => [r.id, r.openAmount])).toEqual([['PO-C001-G01', '120000.00']]);
  });

  it('reads a product’s terms with the funders offering it', async () => {
    const terms = await readProductTerms(db, 'P001');
    expect(terms).toMatchObject({
      productCode: 'AR-FACT-USD',
      currency: 'USD',
      rateType: 'FLOATING',
      baseRateType: 'SOFR',
      dayBase: 360,
    });
    expect(terms?.funderCompanyIds).toContain('C003');
    expect(await readProductTerms(db, 'P999')).toBeNull();
  });
});
