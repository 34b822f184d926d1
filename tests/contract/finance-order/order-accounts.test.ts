import { beforeAll, describe, expect, it } from 'vitest';
import {
  fundingAccountInfos,
  type OrderAccount,
} from '../../../src/api/endpoints/finance-order/funding-account-infos';
import { call, signIn } from '../helpers/api';
import { BUYER_NAME, businessDayAfter, create, dataOf, FUNDER_ID } from './order-support';

/**
 * fundingAccountInfos/{id} answers the order's accounts by role, and the funder's own lists only
 * to the funder (docs/finance-order-pickers.md#the-orders-accounts). `supplier` (C001) applies on
 * receivables of the finance story no other contract test uses: HKD PO-C001-G04 and CNY
 * INV-C001-G04, and drafts on its JPY INV-C001-F10.
 */
const HKD = { product: 'P006', account: 'BA-C001-HKD', receivable: 'PO-C001-G04' } as const;
const CNY = { product: 'P002', account: 'BA-C001-1', receivable: 'INV-C001-G04' } as const;

let supplier: string;
let funder: string;
let buyer: string;
let stranger: string;

async function submit(
  order: { product: string; account: string; receivable: string },
  kind: 'PO' | 'INVOICE',
  currency: string,
) {
  const reply = await create(supplier, {
    financingProductId: order.product,
    funderCompanyId: FUNDER_ID,
    buyerName: BUYER_NAME,
    receivables: [{ kind, id: order.receivable }],
    dueDate: await businessDayAfter(supplier, currency, 45),
    fundingAccountId: order.account,
    submit: true,
  });
  expect(reply.body).toMatchObject({ code: 200, data: { status: 'PENDING_APPROVAL' } });
  return dataOf<{ id: string }>(reply).id;
}

const accountsOf = async (token: string, id: string) =>
  dataOf<OrderAccount[]>(await call(fundingAccountInfos, { token, params: { id } }));

const roles = (rows: OrderAccount[]) => [...new Set(rows.map((r) => r.role))];
const idsIn = (rows: OrderAccount[], role: OrderAccount['role']) =>
  rows.filter((r) => r.role === role).map((r) => r.id);

describe('fundingAccountInfos', () => {
  let hkd: string;
  let cny: string;
  beforeAll(async () => {
    [supplier, funder, buyer, stranger] = await Promise.all([
      signIn('supplier'),
      signIn('funder'),
      signIn('buyer'),
      signIn('supplier-dbs'),
    ]);
    hkd = await submit(HKD, 'PO', 'HKD');
    cny = await submit(CNY, 'INVOICE', 'CNY');
  });

  it('gives the funder the chosen account, its receiving accounts and its own lists in the currency', async () => {
    const rows = await accountsOf(funder, hkd);
    expect(roles(rows)).toEqual(['RECEIVING', 'FUNDER_RECEIVING', 'COLLECTION', 'PAYMENT']);
    expect(rows.find((r) => r.role === 'RECEIVING')).toMatchObject({
      id: HKD.account,
      companyCode: 'SUP10001',
      status: 'ENABLE',
      canEnable: true,
    });
    expect(idsIn(rows, 'FUNDER_RECEIVING')).toEqual(['BA-C003-1', 'BA-C003-HKD']);
    expect(rows.filter((r) => r.role === 'COLLECTION')).toEqual([
      expect.objectContaining({
        id: 'BA-C003-1',
        fundSource: 'COLLECTION',
        companyCode: 'FUN30001',
      }),
    ]);
    expect(idsIn(rows, 'PAYMENT')).toEqual(['BA-C003-1']);
    for (const r of rows) expect(r.currency.split(',')).toContain('HKD');
  });

  it('keeps the funder’s collection and payment lists from the supplier and the buyer', async () => {
    for (const token of [supplier, buyer]) {
      const rows = await accountsOf(token, hkd);
      expect(roles(rows)).toEqual(['RECEIVING', 'FUNDER_RECEIVING']);
      expect(idsIn(rows, 'RECEIVING')).toEqual([HKD.account]);
      expect(idsIn(rows, 'FUNDER_RECEIVING')).toEqual(['BA-C003-1', 'BA-C003-HKD']);
    }
  });

  it('answers the funder’s CNY account, which the seed adds because it had none', async () => {
    const rows = await accountsOf(supplier, cny);
    expect(idsIn(rows, 'RECEIVING')).toEqual([CNY.account]);
    expect(rows.filter((r) => r.role === 'FUNDER_RECEIVING')).toEqual([
      expect.objectContaining({ id: 'BA-C003-CNY', currency: 'CNY', status: 'ENABLE' }),
    ]);
  });

  it('gives a paying party only the funder’s enabled accounts, and no receiving one before it is chosen', async () => {
    // `supplier` (C001) has no enabled JPY account, so its JPY order stays a draft without one;
    // Summit's JPY accounts are BA-C003-2 (enabled) and BA-C003-JPY (pending activate).
    const token = await signIn('supplier');
    const draft = await create(token, {
      financingProductId: 'P010',
      funderCompanyId: FUNDER_ID,
      buyerName: BUYER_NAME,
      receivables: [{ kind: 'INVOICE', id: 'INV-C001-F10' }],
      submit: false,
    });
    expect(draft.body).toMatchObject({ code: 200 });
    const rows = await accountsOf(token, dataOf<{ id: string }>(draft).id);
    expect(idsIn(rows, 'RECEIVING')).toEqual([]);
    expect(idsIn(rows, 'FUNDER_RECEIVING')).toEqual(['BA-C003-2']);
  });

  it('refuses a company that is no party of the order', async () => {
    const reply = await call(fundingAccountInfos, { token: stranger, params: { id: hkd } });
    expect(reply.body).toMatchObject({ code: 400 });
    expect(reply.body.message).toContain(hkd);
  });
});
