import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { resolvePath } from '../../src/api/contract/endpoint';
import { declaredExports } from '../../src/api/endpoints/pages/declared-exports';
import { declaredLists } from '../../src/api/endpoints/pages/declared-lists';
import { fileNameFromContentDisposition } from '../../src/api/http/content-disposition';
import { financeOrderPage } from '../../src/shared/page-declaration/pages/finance/finance-order';
import { sheetRows } from '../support/sheet-rows';
import { recordAction } from '../../src/api/endpoints/pages/record-action';
import { BUYER_NAME, businessDayAfter, create, FUNDER_ID } from './finance-order/order-support';
import { APP_ID, call, newCommandId, PRODUCT, serverUrl, signIn } from './helpers/api';

/**
 * Finance order list and exports (spec 001 §6, §7; issue 6): `/pageList`, `/excel/export` and
 * `/csv/export` under `/api/{product}-financial-transaction/financeOrder/client`, each marked
 * `isOperation: true`; the server writes the file of the list's current filters and sort and
 * names it by content-disposition.
 */

function declared() {
  const exported = declaredExports[financeOrderPage.id];
  const listed = declaredLists.find((l) => l.declaration.id === financeOrderPage.id);
  if (!exported || !listed) throw new Error('finance orders are not declared');
  return { exported, listed };
}
const { exported, listed } = declared();

type Row = Record<string, unknown>;

const COLUMNS = [
  { grp: 'finance.financeOrder', key: 'financeNo', title: 'Finance order number' },
  { grp: 'finance.financeOrder', key: 'currency', title: 'Currency' },
  { grp: 'finance.financeOrder', key: 'applyAmount', title: 'Amount applied for' },
  { grp: 'finance.financeOrder', key: 'valueDate', title: 'Value date' },
  { grp: 'finance.financeOrder', key: 'status', title: 'Status' },
];

async function list(token: string, body: Row) {
  const reply = await call(listed.endpoint, {
    token,
    body: { pageNum: 1, pageSize: 100, isOperation: true, ...body },
  });
  return reply.body as { code: number; data: { total: number; list: Row[] } };
}

/** POSTs an export and answers the raw response (a file, or an envelope on failure). */
async function download(format: 'xlsx' | 'csv', token: string, body: Row): Promise<Response> {
  const endpoint = format === 'xlsx' ? exported.xlsx : exported.csv;
  return fetch(new URL(resolvePath(endpoint.path, PRODUCT, undefined), serverUrl()), {
    method: 'POST',
    headers: { appId: APP_ID, token, 'x-language': 'en-US', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('finance order list and exports (spec 001 §7)', () => {
  it('serves the paths the spec names', () => {
    const base = '/api/{product}-financial-transaction/financeOrder/client';
    expect(listed.endpoint.path).toBe(`${base}/pageList`);
    expect(exported.xlsx.path).toBe(`${base}/excel/export`);
    expect(exported.csv.path).toBe(`${base}/csv/export`);
  });

  it('writes the xlsx of the filtered, sorted list, named by content-disposition', async () => {
    const token = await signIn('supplier');
    const filters = { currency: 'USD', orderByField: 'applyAmount', isDesc: true };
    const expected = await list(token, filters);
    expect(expected.data.total).toBeGreaterThan(1);
    const response = await download('xlsx', token, {
      ...filters,
      columnList: COLUMNS,
      languageEnum: 'US',
      isOperation: true,
    });
    expect(response.status).toBe(200);
    const fileName = fileNameFromContentDisposition(response.headers.get('content-disposition'));
    expect(fileName).toMatch(/^Finance orders_\d{8}\.xlsx$/);
    const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array' });
    const rows = sheetRows(book);
    expect(rows[0]).toEqual(['No.', ...COLUMNS.map((c) => c.title)]);
    const body = rows.slice(1, 1 + expected.data.total);
    expect(body.map((r) => r[1])).toEqual(expected.data.list.map((r) => r.financeNo));
    expect(body.map((r) => r[3])).toEqual(expected.data.list.map((r) => Number(r.applyAmount)));
    // Cells carry what the table shows: the currency as its code, a status by its dictionary
    // label; dates are real dates.
    expect(body.every((r, i) => r[0] === i + 1 && r[2] === 'USD')).toBe(true);
    const paidOut = body.find((r) => r[5] === 'Disbursed');
    expect(typeof paidOut?.[4]).toBe('number');
    // A summary row sums the money column after the rows.
    const cents = expected.data.list.reduce(
      (s, r) => s + Math.round(Number(r.applyAmount) * 100),
      0,
    );
    const summary = rows[1 + expected.data.total];
    expect(summary?.[0]).toBe('Summary');
    expect(Math.round(Number(summary?.[3]) * 100)).toBe(cents);
  });

  it('sums what the list’s table sums: the amounts, not the rate or the tenor', async () => {
    const token = await signIn('supplier');
    const filters = { currency: 'USD' };
    const expected = await list(token, filters);
    const columns = [
      ...COLUMNS,
      { grp: 'finance.financeOrder', key: 'rate', title: 'Rate' },
      { grp: 'finance.financeOrder', key: 'tenorDays', title: 'Tenor' },
    ];
    const response = await download('xlsx', token, {
      ...filters,
      columnList: columns,
      languageEnum: 'US',
      isOperation: true,
    });
    const rows = sheetRows(
      XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array' }),
    );
    const body = rows.slice(1, 1 + expected.data.total);
    // The rates and tenors are in the file, as numbers…
    expect(body.every((r) => typeof r[6] === 'number' && typeof r[7] === 'number')).toBe(true);
    // …and one summary row after them sums the amounts only.
    const summaries = rows.slice(1 + expected.data.total);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]?.[0]).toBe('Summary');
    expect(typeof summaries[0]?.[3]).toBe('number');
    // sheetRows reads an empty cell as ''.
    expect([summaries[0]?.[6], summaries[0]?.[7]]).toEqual(['', '']);
  });

  it('writes the csv in the language asked for, with the byte-order mark', async () => {
    const token = await signIn('supplier');
    const expected = await list(token, { status: 'REPAID' });
    const response = await download('csv', token, {
      status: 'REPAID',
      columnList: COLUMNS.map((c) => ({ ...c, title: `${c.key} title` })),
      languageEnum: 'CN',
      isOperation: true,
    });
    expect(response.status).toBe(200);
    const name = fileNameFromContentDisposition(response.headers.get('content-disposition'));
    expect(name).toMatch(/^融资订单_\d{8}\.csv$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines[0]).toBe(['序号', ...COLUMNS.map((c) => `${c.key} title`)].join(','));
    const data = lines.slice(1, 1 + expected.data.total);
    expect(data.map((l) => l.split(',')[1])).toEqual(expected.data.list.map((r) => r.financeNo));
    expect(data.every((l) => l.split(',')[5] === '已还清')).toBe(true);
  });

  it('refuses a column the page does not declare, and a user without the page', async () => {
    const token = await signIn('supplier');
    const unknown = await download('xlsx', token, {
      columnList: [{ grp: 'x', key: 'password', title: 'Password' }],
      languageEnum: 'US',
    });
    expect(((await unknown.json()) as { code: number }).code).toBe(400);
    const director = await signIn('director');
    const refused = await download('csv', director, { columnList: COLUMNS, languageEnum: 'US' });
    expect(((await refused.json()) as { code: number }).code).toBe(403);
  });

  it('withdraws an order still in flight, and refuses one already paid out', async () => {
    // An order of its own on CNY INV-C001-G03, which no other contract test uses: the other
    // tests read the supplier's seeded orders as seeded. (supplier-pool once did this, but its
    // pool-factoring business type may not hold finance orders at all.)
    const token = await signIn('supplier');
    const withdraw = (id: string) =>
      call(recordAction, {
        token,
        commandId: newCommandId('fo'),
        body: { pageId: financeOrderPage.id, id, action: 'withdraw' },
      });
    const created = await create(token, {
      financingProductId: 'P002',
      funderCompanyId: FUNDER_ID,
      buyerName: BUYER_NAME,
      receivables: [{ kind: 'INVOICE', id: 'INV-C001-G03' }],
      dueDate: await businessDayAfter(token, 'CNY', 45),
      fundingAccountId: 'BA-C001-1',
      submit: true,
    });
    expect(created.body).toMatchObject({ code: 200, data: { status: 'PENDING_APPROVAL' } });
    const pending = String((created.body.data as { id: string }).id);
    const paid = (await list(token, { status: 'DISBURSED' })).data.list[0];
    if (!paid) throw new Error('the seed has no disbursed order');
    expect((await list(token, { id: pending })).data.list[0]?.status).toBe('PENDING_APPROVAL');
    expect((await withdraw(pending)).body.code).toBe(200);
    const after = await list(token, { id: pending });
    expect(after.data.list[0]?.status).toBe('REVOKED');
    const refused = await withdraw(String(paid.id));
    // The list's Withdraw is the order's revocation: lifecycle.ts refuses a paid-out order.
    expect(refused.body).toMatchObject({
      code: 409,
      messageKey: 'finance_order.error.wrong_status',
    });
    expect((await list(token, { id: String(paid.id) })).data.list[0]?.status).toBe('DISBURSED');
  });
});
