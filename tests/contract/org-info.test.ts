import { describe, expect, it } from 'vitest';
import { intentionAdd } from '../../src/api/endpoints/org-info/intention-add';
import { intentionAnswer } from '../../src/api/endpoints/org-info/intention-answer';
import { intentionApplication } from '../../src/api/endpoints/org-info/intention-application';
import { intentionDetail } from '../../src/api/endpoints/org-info/intention-detail';
import { intentionEdit } from '../../src/api/endpoints/org-info/intention-edit';
import { intentionList } from '../../src/api/endpoints/org-info/intention-list';
import { intentionPrice } from '../../src/api/endpoints/org-info/intention-price';
import type { Intention } from '../../src/api/endpoints/org-info/intention-schemas';
import { call, signIn } from './helpers/api';

/**
 * Financing intentions and their pricing (issue 20, docs/financing-intentions.md) against the
 * seeded data: `supplier` (Evergreen, C001) records, `funder` (Summit, C003, offering every
 * product) prices, Northwind (BUY20001) is the buyer.
 */
const BUYER = 'BUY20001';
const USD_PRODUCT = 'P001';
const JPY_PRODUCT = 'P010';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function list(token: string, state = 'ALL'): Promise<Intention[]> {
  const reply = await call(intentionList, { token, body: { state, pageNum: 1, pageSize: 100 } });
  expect(reply.body.code).toBe(200);
  return intentionList.data.parse(reply.body.data).list;
}

async function added(token: string, body: Record<string, unknown> = {}): Promise<Intention> {
  const reply = await call(intentionAdd, {
    token,
    body: { buyerCode: BUYER, productId: USD_PRODUCT, amount: '100000.00', tenorDays: 90, ...body },
  });
  expect(reply.body.code).toBe(200);
  return intentionAdd.data.parse(reply.body.data);
}

const fieldsOf = (reply: { body: { data?: unknown } }) =>
  ((reply.body.data as { fields?: { field: string; message: string }[] } | null)?.fields ?? []).map(
    (f) => f.field,
  );

const fixedPrice = (id: string, validUntil = day(10)) => ({
  id,
  rateType: 'FIXED',
  fixedRate: '5.10',
  validUntil,
});

describe('adding and editing an intention', () => {
  it('adds an intention awaiting a price, in the product’s currency', async () => {
    const token = await signIn('supplier');
    const made = await added(token, { amount: '2500.50', tenorDays: 30 });
    expect(made).toMatchObject({
      state: 'PENDING_PRICING',
      currency: 'USD',
      amount: '2500.50',
      tenorDays: 30,
      buyerCode: BUYER,
      price: null,
    });
    expect((await list(token)).map((i) => i.id)).toContain(made.id);
  });

  it('refuses bad amounts on the amount field, JPY with decimals included', async () => {
    const token = await signIn('supplier');
    const base = { buyerCode: BUYER, productId: USD_PRODUCT, tenorDays: 30 };
    for (const amount of ['0', '-5', '10.005', '123456789012.00']) {
      const reply = await call(intentionAdd, { token, body: { ...base, amount } });
      expect(reply.body.code, amount).toBe(400);
      expect(fieldsOf(reply), amount).toEqual(['amount']);
    }
    const jpy = await call(intentionAdd, {
      token,
      body: { ...base, productId: JPY_PRODUCT, amount: '1000.5' },
    });
    expect(jpy.body.code).toBe(400);
    expect(fieldsOf(jpy)).toEqual(['amount']);
    const whole = await added(token, { productId: JPY_PRODUCT, amount: '3000000' });
    expect(whole).toMatchObject({ currency: 'JPY', amount: '3000000' });
  });

  it('refuses a tenor outside 1 to 365 days, or not whole', async () => {
    const token = await signIn('supplier');
    const base = { buyerCode: BUYER, productId: USD_PRODUCT, amount: '100.00' };
    for (const tenorDays of [0, 366, 1.5, -1]) {
      const reply = await call(intentionAdd, { token, body: { ...base, tenorDays } });
      expect(reply.body.code, String(tenorDays)).toBe(400);
      expect(fieldsOf(reply)).toEqual(['tenorDays']);
    }
    expect((await added(token, { tenorDays: 365 })).tenorDays).toBe(365);
    expect((await added(token, { tenorDays: 1 })).tenorDays).toBe(1);
  });

  it('refuses an unknown buyer, the supplier itself as buyer and an unknown product', async () => {
    const token = await signIn('supplier');
    const base = { buyerCode: BUYER, productId: USD_PRODUCT, amount: '100.00', tenorDays: 30 };
    const buyer = await call(intentionAdd, { token, body: { ...base, buyerCode: 'NOPE0000' } });
    expect(buyer.body.code).toBe(400);
    expect(fieldsOf(buyer)).toEqual(['buyerCode']);
    const own = await call(intentionAdd, { token, body: { ...base, buyerCode: 'SUP10001' } });
    expect(fieldsOf(own)).toEqual(['buyerCode']);
    const product = await call(intentionAdd, { token, body: { ...base, productId: 'P999' } });
    expect(product.body.code).toBe(400);
    expect(fieldsOf(product)).toEqual(['productId']);
    // In the caller's language.
    const zh = await call(intentionAdd, {
      token,
      language: 'zh-CN',
      body: { ...base, tenorDays: 400 },
    });
    expect(JSON.stringify(zh.body.data)).toMatch(/[\u4e00-\u9fff]/);
  });

  it('edits its own intention, voiding the price; another company’s is unknown to it', async () => {
    const supplier = await signIn('supplier');
    const funder = await signIn('funder');
    const made = await added(supplier);
    const priced = await call(intentionPrice, { token: funder, body: fixedPrice(made.id) });
    expect(priced.body).toMatchObject({ code: 200, data: { state: 'PRICED' } });
    const edited = await call(intentionEdit, {
      token: supplier,
      body: {
        id: made.id,
        buyerCode: BUYER,
        productId: USD_PRODUCT,
        amount: '90000',
        tenorDays: 60,
      },
    });
    expect(edited.body).toMatchObject({
      code: 200,
      data: { state: 'PENDING_PRICING', amount: '90000.00', price: null, funderCompanyId: null },
    });
    // Lotus (the `company` sign-in acts as a supplier) may not see or edit Evergreen's.
    const other = await signIn('company');
    const foreign = await call(intentionEdit, {
      token: other,
      body: { id: made.id, buyerCode: BUYER, productId: USD_PRODUCT, amount: '1', tenorDays: 60 },
    });
    expect(foreign.body.code).toBe(400);
    expect(fieldsOf(foreign)).toEqual(['id']);
    const detail = await call(intentionDetail, { token: other, query: { id: made.id } });
    expect(detail.body.code).toBe(400);
    expect((await list(other)).map((i) => i.id)).not.toContain(made.id);
  });

  it('refuses add and edit to a funder (wrong party), and edit of an accepted intention', async () => {
    const funder = await signIn('funder');
    const reply = await call(intentionAdd, {
      token: funder,
      body: { buyerCode: BUYER, productId: USD_PRODUCT, amount: '100.00', tenorDays: 30 },
    });
    expect(reply.body.code).toBe(403);
    const supplier = await signIn('supplier');
    const accepted = (await list(supplier, 'ACCEPTED'))[0];
    expect(accepted).toBeDefined();
    const edit = await call(intentionEdit, {
      token: supplier,
      body: {
        id: accepted?.id,
        buyerCode: BUYER,
        productId: USD_PRODUCT,
        amount: '100.00',
        tenorDays: 30,
      },
    });
    expect(edit.body.code).toBe(409);
  });
});

describe('pricing', () => {
  it('the funder sees the intentions awaiting a price of its products and those it priced', async () => {
    const funder = await signIn('funder');
    const seen = await list(funder);
    expect(seen.length).toBeGreaterThan(0);
    for (const i of seen) {
      expect(i.state === 'PENDING_PRICING' || i.funderCompanyId === 'C003', i.id).toBe(true);
    }
    expect(seen.some((i) => i.state === 'PENDING_PRICING')).toBe(true);
  });

  it('only a funder that may see the intention prices it', async () => {
    const supplier = await signIn('supplier');
    const made = await added(supplier);
    // The supplier itself holds org.info.edit but is no funder.
    const own = await call(intentionPrice, { token: supplier, body: fixedPrice(made.id) });
    expect(own.body.code).toBe(403);
    const funder = await signIn('funder');
    const unknown = await call(intentionPrice, { token: funder, body: fixedPrice('FI999999') });
    expect(unknown.body.code).toBe(400);
    expect(fieldsOf(unknown)).toEqual(['id']);
    // An accepted intention is no longer priced.
    const accepted = (await list(funder, 'ACCEPTED'))[0];
    expect(accepted).toBeDefined();
    const late = await call(intentionPrice, {
      token: funder,
      body: fixedPrice(accepted?.id ?? ''),
    });
    expect(late.body.code).toBe(409);
  });

  it('keeps rates and spreads in bounds and the validity a real date from today on', async () => {
    const supplier = await signIn('supplier');
    const funder = await signIn('funder');
    const { id } = await added(supplier);
    const floating = (spread: string, validUntil = day(10)) => ({
      id,
      rateType: 'FLOATING',
      baseRateType: 'SOFR',
      direction: 'UP',
      spread,
      validUntil,
    });
    const refusedOn = async (body: Record<string, unknown>, field: string) => {
      const reply = await call(intentionPrice, { token: funder, body });
      expect(reply.body.code, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(reply), JSON.stringify(body)).toEqual([field]);
    };
    await refusedOn(floating('10.01'), 'spread');
    await refusedOn(floating('1.505'), 'spread');
    await refusedOn({ ...fixedPrice(id), fixedRate: '0' }, 'fixedRate');
    await refusedOn({ ...fixedPrice(id), fixedRate: '30.01' }, 'fixedRate');
    await refusedOn(floating('1.00', day(-1)), 'validUntil');
    await refusedOn(floating('1.00', '2026-02-30'), 'validUntil');
    await refusedOn(floating('1.00', day(91)), 'validUntil');
    const ok = await call(intentionPrice, { token: funder, body: floating('0', day(0)) });
    expect(ok.body).toMatchObject({
      code: 200,
      data: { state: 'PRICED', funderCompanyId: 'C003' },
    });
    const max = await call(intentionPrice, { token: funder, body: floating('10.00') });
    expect(max.body).toMatchObject({
      code: 200,
      data: { price: { rateType: 'FLOATING', baseRateType: 'SOFR', spread: '10.00' } },
    });
  });
});

describe('accepting or rejecting the price', () => {
  async function priced(): Promise<{ supplier: string; id: string }> {
    const supplier = await signIn('supplier');
    const funder = await signIn('funder');
    const { id } = await added(supplier);
    const reply = await call(intentionPrice, { token: funder, body: fixedPrice(id) });
    expect(reply.body.code).toBe(200);
    return { supplier, id };
  }

  it('the supplier accepts, and the application pre-fill answers the accepted price', async () => {
    const { supplier, id } = await priced();
    const before = await call(intentionApplication, { token: supplier, query: { id } });
    expect(before.body.code).toBe(409);
    const accepted = await call(intentionAnswer, {
      token: supplier,
      body: { id, answer: 'ACCEPT' },
    });
    expect(accepted.body).toMatchObject({ code: 200, data: { state: 'ACCEPTED' } });
    const again = await call(intentionAnswer, { token: supplier, body: { id, answer: 'REJECT' } });
    expect(again.body.code).toBe(409);
    const prefill = await call(intentionApplication, { token: supplier, query: { id } });
    expect(prefill.body.code).toBe(200);
    expect(intentionApplication.data.parse(prefill.body.data)).toMatchObject({
      intentionId: id,
      productId: USD_PRODUCT,
      currency: 'USD',
      funderCompanyId: 'C003',
      buyerCode: BUYER,
      amount: '100000.00',
      price: { rateType: 'FIXED', fixedRate: '5.10' },
    });
    // Another company's accepted intention is not its to apply with.
    const other = await signIn('company');
    const foreign = await call(intentionApplication, { token: other, query: { id } });
    expect(foreign.body.code).toBe(400);
  });

  it('the supplier rejects; the pre-fill refuses a rejected or pending intention', async () => {
    const { supplier, id } = await priced();
    const rejected = await call(intentionAnswer, {
      token: supplier,
      body: { id, answer: 'REJECT' },
    });
    expect(rejected.body).toMatchObject({ code: 200, data: { state: 'REJECTED' } });
    const prefill = await call(intentionApplication, { token: supplier, query: { id } });
    expect(prefill.body.code).toBe(409);
    const pending = await added(supplier);
    const none = await call(intentionApplication, { token: supplier, query: { id: pending.id } });
    expect(none.body.code).toBe(409);
  });

  it('refuses the answer to the funder, and to a supplier user without the authority', async () => {
    const { id } = await priced();
    const funder = await signIn('funder');
    const byFunder = await call(intentionAnswer, { token: funder, body: { id, answer: 'ACCEPT' } });
    expect(byFunder.body.code).toBe(403);
    // `limited` is an Evergreen supplier user without org.info.acceptRejectPricing.
    const limited = await signIn('limited');
    const byViewer = await call(intentionAnswer, {
      token: limited,
      body: { id, answer: 'ACCEPT' },
    });
    expect(byViewer.body.code).toBe(403);
    const supplier = await signIn('supplier');
    const detail = await call(intentionDetail, { token: supplier, query: { id } });
    expect(detail.body).toMatchObject({ code: 200, data: { state: 'PRICED' } });
  });

  it('refuses to accept an expired price, which the list shows as EXPIRED', async () => {
    const supplier = await signIn('supplier');
    const expired = (await list(supplier, 'PRICED')).find((i) => i.displayState === 'EXPIRED');
    expect(expired).toBeDefined();
    const id = expired?.id ?? '';
    const reply = await call(intentionAnswer, { token: supplier, body: { id, answer: 'ACCEPT' } });
    expect(reply.body.code).toBe(409);
    expect(fieldsOf(reply)).toEqual(['validUntil']);
    const detail = await call(intentionDetail, { token: supplier, query: { id } });
    expect(detail.body).toMatchObject({ data: { state: 'PRICED', displayState: 'EXPIRED' } });
  });
});
