import { describe, expect, it } from 'vitest';
import { accountByCurrencyList } from '../../../src/api/endpoints/company/account-by-currency-list';
import { availableBuye } from '../../../src/api/endpoints/finance-order/available-buye';
import { availableFinanceFunder } from '../../../src/api/endpoints/finance-order/available-finance-funder';
import { availableFinanceProductList } from '../../../src/api/endpoints/finance-order/available-finance-product-list';
import { financingProduct } from '../../../src/api/endpoints/finance-order/financing-product';
import { invoiceList } from '../../../src/api/endpoints/finance-order/invoice-list';
import type {
  EligibleReceivableRow,
  ProductOption,
} from '../../../src/api/endpoints/finance-order/picker-schemas';
import { poItemList } from '../../../src/api/endpoints/finance-order/po-item-list';
import { poList } from '../../../src/api/endpoints/finance-order/po-list';
import { poListSimple } from '../../../src/api/endpoints/finance-order/po-list-simple';
import { roleChange } from '../../../src/api/endpoints/session/role-change';
import { trialCalculation } from '../../../src/api/endpoints/finance-order/trial-calculation';
import { computeTrial } from '../../../src/shared/finance-order/trial-calculation';
import type { TrialResult } from '../../../src/shared/finance-order/trial-types';
import { call, signIn, type Reply } from '../helpers/api';

/** The `buyer` demo company, as the supplier's records name it, and its company code. */
const NORTHWIND = 'Northwind Retail Group Pte. Ltd.';
const NORTHWIND_CODE = 'BUY20001';
/** The USD receivables factoring product (FLOATING on SOFR) and the demo funder. */
const USD_PRODUCT = 'P001';
const CNY_FIXED_PRODUCT = 'P002';

interface Page<Row> {
  pageNum: number;
  pageSize: number;
  total: number;
  list: Row[];
}

const dataOf = <T>(reply: Reply) => reply.body.data as T;
const today = () => new Date().toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A supplier of another company whose business type allows finance orders: `company` (C004)
 * acting as SUPPLIER. supplier-pool and supplier-dbs may not finance at all (spec 000 §6).
 */
async function otherSupplier(): Promise<string> {
  const token = await signIn('company');
  const reply = await call(roleChange, { token, params: { role: 'SUPPLIER' } });
  expect(reply.body.code).toBe(200);
  return token;
}

async function product(token: string, id: string): Promise<ProductOption> {
  const reply = await call(financingProduct, { token, query: { id } });
  expect(reply.body.code).toBe(200);
  return dataOf<ProductOption>(reply);
}

async function invoices(token: string, currency: string, extra: Record<string, unknown> = {}) {
  const reply = await call(invoiceList, {
    token,
    body: { buyerName: NORTHWIND, currency, pageNum: 1, pageSize: 100, ...extra },
  });
  expect(reply.body.code).toBe(200);
  return dataOf<Page<EligibleReceivableRow>>(reply);
}

describe('finance order products and funders (docs/finance-order-pickers.md)', () => {
  it('offers every seeded product with its terms, FLOATING ones with the latest base rate', async () => {
    const token = await signIn('supplier');
    const reply = await call(availableFinanceProductList, { token, body: {} });
    expect(reply.body.code).toBe(200);
    const products = dataOf<ProductOption[]>(reply);
    expect(products.map((p) => p.currency)).toEqual(
      expect.arrayContaining(['USD', 'CNY', 'EUR', 'HKD', 'JPY', 'SGD']),
    );
    for (const p of products) {
      expect(Number(p.advanceRate)).toBeGreaterThanOrEqual(70);
      expect(Number(p.advanceRate)).toBeLessThanOrEqual(90);
      expect(p.minTenorDays).toBeGreaterThanOrEqual(30);
      expect(p.maxTenorDays).toBeLessThanOrEqual(180);
      expect(p.fees.length).toBeGreaterThanOrEqual(1);
      expect(p.fees.length).toBeLessThanOrEqual(2);
      if (p.interestRate.rateType === 'FLOATING') {
        expect(p.interestRate).toMatchObject({ direction: 'UP', fixedRate: null });
        expect(p.interestRate.baseRate).toMatch(/^\d+(\.\d+)?$/);
      } else {
        expect(p.interestRate.fixedRate).toMatch(/^\d+\.\d{2}$/);
      }
    }
    const usd = products.find((p) => p.id === USD_PRODUCT);
    expect(usd).toMatchObject({ currency: 'USD', dayBase: 360 });
    expect(usd?.interestRate.baseRateType).toBe('SOFR');
    expect(products.find((p) => p.currency === 'HKD')?.dayBase).toBe(365);
    expect(products.find((p) => p.currency === 'JPY')?.interestRate.baseRateType).toBe('TONA');
  });

  it('names a product in the caller’s language', async () => {
    const token = await signIn('supplier');
    const reply = await call(financingProduct, {
      token,
      language: 'zh-CN',
      query: { id: CNY_FIXED_PRODUCT },
    });
    expect(dataOf<ProductOption>(reply)).toMatchObject({
      name: '应收账款保理（人民币）',
      interestRate: { rateType: 'FIXED', fixedRate: '4.35', baseRate: null },
    });
  });

  it('refuses an unknown product as a 400 on financingProductId', async () => {
    const token = await signIn('supplier');
    const unknown = await call(financingProduct, { token, query: { id: 'P999' } });
    expect(unknown.body).toMatchObject({
      code: 400,
      data: { fields: [expect.objectContaining({ field: 'financingProductId' })] },
    });
    const funders = await call(availableFinanceFunder, {
      token,
      body: { financingProductId: 'P999' },
    });
    expect(funders.body).toMatchObject({
      code: 400,
      data: { fields: [expect.objectContaining({ field: 'financingProductId' })] },
    });
    const control = await call(availableFinanceFunder, {
      token,
      body: { financingProductId: 'P0\u202e01' },
    });
    expect(control.body.code).toBe(400);
  });

  it('lists the funders offering a product, the demo funder offering every one', async () => {
    const token = await signIn('supplier');
    for (const id of [USD_PRODUCT, CNY_FIXED_PRODUCT, 'P010']) {
      const reply = await call(availableFinanceFunder, { token, body: { financingProductId: id } });
      const funders = dataOf<{ companyId: string; companyName: string }[]>(reply);
      expect(funders).toContainEqual(
        expect.objectContaining({ companyId: 'C003', companyName: 'Summit Trade Capital Limited' }),
      );
    }
  });

  it('answers only a session acting as supplier', async () => {
    const buyer = await signIn('buyer');
    const asBuyer = await call(availableFinanceProductList, { token: buyer, body: {} });
    expect(asBuyer.body.code).toBe(403);
    const funder = await signIn('funder');
    const asFunder = await call(invoiceList, {
      token: funder,
      body: { buyerName: NORTHWIND, currency: 'USD', pageNum: 1, pageSize: 5 },
    });
    expect(asFunder.body.code).toBe(403);
  });
});

describe('buyers and receivables a supplier may finance', () => {
  it('offers the platform buyers owing financeable receivables, with code and base rate type', async () => {
    const token = await signIn('supplier');
    const reply = await call(availableBuye, {
      token,
      body: { buyerName: 'northwind', financingProductId: USD_PRODUCT },
    });
    expect(dataOf(reply)).toEqual([
      { buyerName: NORTHWIND, buyerCode: NORTHWIND_CODE, baseRateType: 'SOFR' },
    ]);
    const none = await call(availableBuye, {
      token,
      body: { buyerName: 'no such buyer', financingProductId: USD_PRODUCT },
    });
    expect(dataOf(none)).toEqual([]);
  });

  it('offers only confirmed, open, not yet due invoices of that buyer and currency', async () => {
    const token = await signIn('supplier');
    const page = await invoices(token, 'USD');
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.list.map((r) => r.id)).toEqual(
      expect.arrayContaining(['INV-C001-F01', 'INV-C001-F02']),
    );
    for (const row of page.list) {
      expect(row).toMatchObject({ kind: 'INVOICE', currency: 'USD', buyerName: NORTHWIND });
      expect(row.dueDate >= today()).toBe(true);
      expect(Number(row.openAmount)).toBeGreaterThan(0);
    }
    const narrowed = await invoices(token, 'USD', { number: 'f26101' });
    expect(narrowed.list.map((r) => r.number)).toEqual(['INVSUP10001F26101']);
  });

  it('pages the purchase orders, their simple list and their lines', async () => {
    const token = await signIn('supplier');
    const first = await call(poList, {
      token,
      body: { buyerName: NORTHWIND, currency: 'JPY', pageNum: 1, pageSize: 5 },
    });
    const page = dataOf<Page<EligibleReceivableRow>>(first);
    expect(page.list.map((r) => r.id)).toContain('PO-C001-F05');
    expect(page.list.every((r) => r.kind === 'PO' && r.currency === 'JPY')).toBe(true);
    const simple = await call(poListSimple, {
      token,
      body: { buyerName: NORTHWIND, currency: 'JPY', pageNum: 1, pageSize: 5 },
    });
    expect(dataOf<Page<{ id: string; poNo: string }>>(simple).list).toContainEqual(
      expect.objectContaining({ id: 'PO-C001-F05', poNo: 'POSUP10001F26005' }),
    );
    const items = await call(poItemList, {
      token,
      body: { poIds: ['PO-C001-F05', 'PO-C006-0001'], pageNum: 1, pageSize: 20 },
    });
    const lines = dataOf<Page<{ poId: string; amount: string }>>(items).list;
    expect(lines.length).toBeGreaterThanOrEqual(2);
    // Another company's order gives no line.
    expect(lines.every((l) => l.poId === 'PO-C001-F05')).toBe(true);
    const po = page.list.find((r) => r.id === 'PO-C001-F05');
    const sum = lines.reduce((s, l) => s + Math.round(Number(l.amount) * 100), 0);
    expect(sum).toBe(Math.round(Number(po?.amount) * 100));
  });

  it('never lists another company’s receivables', async () => {
    const own = await invoices(await signIn('supplier'), 'USD');
    expect(own.list.length).toBeGreaterThan(0);
    expect(own.list.every((r) => r.id.startsWith('INV-C001-'))).toBe(true);
    const other = await invoices(await otherSupplier(), 'USD');
    expect(other.list.some((r) => r.id.startsWith('INV-C001-'))).toBe(false);
  });

  it('refuses bad input as 400', async () => {
    const token = await signIn('supplier');
    for (const body of [
      { buyerName: NORTHWIND, currency: 'usd', pageNum: 1, pageSize: 5 },
      { buyerName: NORTHWIND, currency: 'USD', pageNum: 1, pageSize: 101 },
      { buyerName: 'x\u0000', currency: 'USD', pageNum: 1, pageSize: 5 },
      { currency: 'USD', pageNum: 1, pageSize: 5 },
    ]) {
      expect((await call(invoiceList, { token, body })).body.code).toBe(400);
    }
    const tooMany = Array.from({ length: 201 }, (_, i) => `PO-${i}`);
    expect((await call(poItemList, { token, body: { poIds: tooMany } })).body.code).toBe(400);
  });
});

describe('trialCalculation', () => {
  it('answers what the shared computeTrial gives for the same terms and amounts', async () => {
    const token = await signIn('supplier');
    for (const id of [USD_PRODUCT, CNY_FIXED_PRODUCT, 'P010']) {
      const p = await product(token, id);
      const rows = (await invoices(token, p.currency)).list.slice(0, 2);
      expect(rows.length).toBe(2);
      const dueDate = addDays(today(), p.minTenorDays + 5);
      for (const requestedAmount of [null, rows[0]?.openAmount.replace(/\.\d+$/, '') ?? null]) {
        const reply = await call(trialCalculation, {
          token,
          body: {
            financingProductId: id,
            receivables: rows.map((r) => ({ kind: r.kind, id: r.id })),
            requestedAmount,
            dueDate,
          },
        });
        expect(reply.body.code).toBe(200);
        const expected = computeTrial({
          terms: {
            productCode: p.code,
            currency: p.currency,
            advanceRate: p.advanceRate,
            rateType: p.interestRate.rateType,
            fixedRate: p.interestRate.fixedRate,
            baseRateType: p.interestRate.baseRateType,
            direction: p.interestRate.direction,
            spread: p.interestRate.spread,
            dayBase: p.dayBase,
            minTenorDays: p.minTenorDays,
            maxTenorDays: p.maxTenorDays,
            fees: p.fees,
          },
          baseRate: p.interestRate.baseRate,
          receivableAmounts: rows.map((r) => r.openAmount),
          requestedAmount,
          valueDate: today(),
          dueDate,
        });
        if (!expected.ok) {
          expect(reply.body).toMatchObject({
            code: 400,
            data: { fields: [expect.objectContaining({ field: expected.refusal.field })] },
          });
          continue;
        }
        expect(dataOf<TrialResult>(reply)).toEqual(expected.trial);
      }
    }
  });

  it('refuses what computeTrial refuses as a 400 on its field', async () => {
    const token = await signIn('supplier');
    const [row] = (await invoices(token, 'USD')).list;
    const base = {
      financingProductId: USD_PRODUCT,
      receivables: [{ kind: 'INVOICE', id: row?.id ?? '' }],
      requestedAmount: null,
      dueDate: addDays(today(), 60),
    };
    const tooLong = await call(trialCalculation, {
      token,
      body: { ...base, dueDate: addDays(today(), 400) },
    });
    expect(tooLong.body).toMatchObject({
      code: 400,
      data: { fields: [expect.objectContaining({ field: 'dueDate' })] },
    });
    const tooMuch = await call(trialCalculation, {
      token,
      body: { ...base, requestedAmount: '999999999' },
    });
    expect(tooMuch.body).toMatchObject({
      code: 400,
      data: { fields: [expect.objectContaining({ field: 'requestedAmount' })] },
    });
    const none = await call(trialCalculation, { token, body: { ...base, receivables: [] } });
    expect(none.body).toMatchObject({
      code: 400,
      data: { fields: [expect.objectContaining({ field: 'receivables' })] },
    });
  });

  it('refuses a receivable the caller may not finance (another company’s, or another currency)', async () => {
    const token = await signIn('supplier');
    const body = {
      financingProductId: USD_PRODUCT,
      requestedAmount: null,
      dueDate: addDays(today(), 60),
    };
    // supplier's own open USD invoice, asked for by another company's supplier.
    const foreign = await call(trialCalculation, {
      token: await otherSupplier(),
      body: { ...body, receivables: [{ kind: 'INVOICE', id: 'INV-C001-F01' }] },
    });
    expect(foreign.body).toMatchObject({
      code: 400,
      data: { fields: [expect.objectContaining({ field: 'receivables' })] },
    });
    expect(foreign.body.message).toContain('INV-C001-F01');
    const cny = await call(trialCalculation, {
      token,
      body: { ...body, receivables: [{ kind: 'INVOICE', id: 'INV-C001-F03' }] },
    });
    expect(cny.body).toMatchObject({
      code: 400,
      data: { fields: [expect.objectContaining({ field: 'receivables' })] },
    });
  });
});

describe('accountByCurrencyList', () => {
  interface Account {
    id: string;
    currency: string;
    status: string;
    canEnable: boolean;
    companyCode: string;
    fundSource: string | null;
  }

  it('answers the caller company’s accounts holding the currency', async () => {
    const token = await signIn('supplier');
    const usd = dataOf<Account[]>(
      await call(accountByCurrencyList, { token, query: { currency: 'USD' } }),
    );
    expect(usd.length).toBeGreaterThan(0);
    for (const a of usd) {
      expect(a.currency.split(',')).toContain('USD');
      expect(a.companyCode).toBe('SUP10001');
      expect(a.id.startsWith('BA-C001-')).toBe(true);
    }
    const jpy = dataOf<Account[]>(
      await call(accountByCurrencyList, { token, query: { currency: 'JPY' } }),
    );
    expect(jpy).toContainEqual(
      expect.objectContaining({ currency: 'JPY', status: 'DISABLE', canEnable: false }),
    );
  });

  it('answers an account list with its fund sources', async () => {
    const token = await signIn('supplier');
    const rows = dataOf<Account[]>(
      await call(accountByCurrencyList, { token, query: { list: 'COLLECTION' } }),
    );
    expect(rows.map((r) => r.fundSource)).toEqual(['COLLECTION', 'INTEREST']);
    const funder = await signIn('funder');
    const receiving = dataOf<Account[]>(
      await call(accountByCurrencyList, { token: funder, query: { list: 'RECEIVING' } }),
    );
    expect(receiving.length).toBeGreaterThan(0);
    expect(receiving.every((r) => r.id.startsWith('BA-C003-'))).toBe(true);
    const none = dataOf<Account[]>(
      await call(accountByCurrencyList, { token, query: { list: 'RECEIVING' } }),
    );
    expect(none).toEqual([]);
  });

  it('refuses a malformed currency or list', async () => {
    const token = await signIn('supplier');
    for (const query of <Record<string, string>[]>[
      { currency: 'usd' },
      { currency: 'USDX' },
      { list: 'OTHER' },
    ]) {
      expect((await call(accountByCurrencyList, { token, query })).body.code).toBe(400);
    }
  });
});
