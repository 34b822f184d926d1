import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountByCurrencyList } from '../../src/api/endpoints/company/account-by-currency-list';
import { referenceRates } from '../../src/api/endpoints/external/reference-rates';
import { availableBuye } from '../../src/api/endpoints/finance-order/available-buye';
import { availableFinanceFunder } from '../../src/api/endpoints/finance-order/available-finance-funder';
import { createOrder } from '../../src/api/endpoints/finance-order/create-order';
import { editOrder } from '../../src/api/endpoints/finance-order/edit-order';
import { financeOrderDetail } from '../../src/api/endpoints/finance-order/order-detail';
import type { FinanceOrder } from '../../src/api/endpoints/finance-order/order-schemas';
import { trialCalculation } from '../../src/api/endpoints/finance-order/trial-calculation';
import { intentionAdd } from '../../src/api/endpoints/org-info/intention-add';
import { intentionAnswer } from '../../src/api/endpoints/org-info/intention-answer';
import { intentionApplication } from '../../src/api/endpoints/org-info/intention-application';
import { intentionList } from '../../src/api/endpoints/org-info/intention-list';
import { intentionPrice } from '../../src/api/endpoints/org-info/intention-price';
import type { Intention } from '../../src/api/endpoints/org-info/intention-schemas';
import { countryOfCurrency, isBusinessDay } from '../../src/shared/calendar/business-day';
import { latestRate } from '../../src/shared/finance-order/reference-rate';
import type { TrialResult } from '../../src/shared/finance-order/trial-types';
import type { RunningServer } from '../../server/app';
import { holidayList } from '../../src/api/endpoints/company/holiday-list';
import type { HolidayRecord } from '../../src/shared/calendar/holiday-record';
import { call, newCommandId, signIn, type Reply } from './helpers/api';
import { startOwnServer } from './helpers/own-server';

/**
 * An accepted intention's price binds the finance order (docs/financing-intentions.md, "Apply for
 * financing"). A server of this file's own: binding changes the seeded accepted intention, which
 * the shared server's other files read. `supplier` (Evergreen, C001) applies with Summit (C003)
 * on Northwind's USD invoices (the finance story's F and G series); P001 floats on SOFR.
 */
const PRODUCT = 'P001';
const FUNDER = 'C003';
const NORTHWIND = 'Northwind Retail Group Pte. Ltd.';

let server: RunningServer;
let stop: () => Promise<void>;
let baseUrl: string;
let supplier: string;
let funder: string;
let account: string;
let dueDate: string;

const day = (offset: number, from = Date.now()) =>
  new Date(from + offset * 86_400_000).toISOString().slice(0, 10);
const daysFromToday = (date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${day(0)}T00:00:00Z`)) / 86_400_000);

const api = (endpoint: Parameters<typeof call>[0], token: string, options: object) =>
  call(endpoint, { token, baseUrl, ...options });
const command = (endpoint: Parameters<typeof call>[0], token: string, body: object) =>
  api(endpoint, token, { body, commandId: newCommandId('binding') });
const dataOf = <T>(reply: Reply) => reply.body.data as T;
const fieldsOf = (reply: Reply) =>
  (dataOf<{ fields?: { field: string; message: string }[] } | null>(reply)?.fields ?? []).map(
    (f) => f.field,
  );

async function intentions(): Promise<Intention[]> {
  const reply = await api(intentionList, supplier, {
    body: { state: 'ALL', pageNum: 1, pageSize: 100 },
  });
  return intentionList.data.parse(reply.body.data).list;
}

/** The seed's accepted intention (FIXED 5.25%), whatever this file accepted besides. */
const seededAccepted = async () =>
  (await intentions()).find((i) => i.state === 'ACCEPTED' && i.price?.fixedRate === '5.25');

/** A new intention of `supplier`, priced by `funder` as `price` and accepted. */
async function accepted(price: Record<string, string>): Promise<string> {
  const added = await command(intentionAdd, supplier, {
    buyerCode: 'BUY20001',
    productId: PRODUCT,
    amount: '50000.00',
    tenorDays: 60,
  });
  const { id } = dataOf<{ id: string }>(added);
  const priced = await command(intentionPrice, funder, { id, ...price });
  expect(priced.body.code).toBe(200);
  const answered = await command(intentionAnswer, supplier, { id, answer: 'ACCEPT' });
  expect(answered.body.code).toBe(200);
  return id;
}

const trial = (body: Record<string, unknown>) =>
  api(trialCalculation, supplier, {
    body: {
      financingProductId: PRODUCT,
      receivables: [{ kind: 'INVOICE', id: 'INV-C001-F01' }],
      requestedAmount: '30000.00',
      dueDate,
      ...body,
    },
  });

const application = (body: Record<string, unknown>) => ({
  financingProductId: PRODUCT,
  funderCompanyId: FUNDER,
  buyerName: NORTHWIND,
  receivables: [{ kind: 'INVOICE', id: 'INV-C001-F01' }],
  requestedAmount: '30000.00',
  dueDate,
  fundingAccountId: account,
  submit: true,
  ...body,
});

/** Interest of `amount` cents at `rate` percent (2 decimals) over `days` on 360, half-up. */
function interestOf(amountCents: bigint, rateHundredths: bigint, days: number): string {
  const num = amountCents * rateHundredths * BigInt(days);
  const den = 100n * 100n * 360n;
  const cents = (2n * num + den) / (2n * den);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

beforeAll(async () => {
  ({ server, stop } = await startOwnServer('intention-binding', {}));
  baseUrl = server.url;
  [supplier, funder] = await Promise.all([signIn('supplier', baseUrl), signIn('funder', baseUrl)]);
  const accounts = await api(accountByCurrencyList, supplier, { query: { currency: 'USD' } });
  account =
    dataOf<{ id: string; status: string }[]>(accounts).find((a) => a.status === 'ENABLE')?.id ?? '';
  const holidays = dataOf<HolidayRecord[]>(
    await api(holidayList, supplier, { body: { currencyCode: ['USD'] } }),
  );
  dueDate = day(60);
  while (!isBusinessDay(dueDate, holidays, countryOfCurrency('USD'))) {
    dueDate = day(daysFromToday(dueDate) + 1);
  }
}, 120_000);

afterAll(async () => {
  vi.useRealTimers();
  await stop();
});

describe('the trial with an accepted intention', () => {
  it('computes with the accepted FIXED rate instead of the product’s, to the cent', async () => {
    const seeded = await seededAccepted();
    expect(seeded?.price).toMatchObject({ rateType: 'FIXED', fixedRate: '5.25' });
    const own = dataOf<TrialResult>(await trial({}));
    const reply = await trial({ intentionId: seeded?.id });
    expect(reply.body.code).toBe(200);
    const priced = dataOf<TrialResult>(reply);
    const days = daysFromToday(dueDate);
    expect(priced).toMatchObject({
      interestRate: '5.25',
      tenorDays: days,
      financingAmount: '30000.00',
      interest: interestOf(3_000_000n, 525n, days),
      // Advance rate, fees and limits stay the product's.
      maxFinancingAmount: own.maxFinancingAmount,
      feesTotal: own.feesTotal,
    });
    expect(own.interestRate).not.toBe('5.25');
  });

  it('takes a FLOATING price’s reference rate from the same feed as the product terms', async () => {
    const id = await accepted({
      rateType: 'FLOATING',
      baseRateType: 'ESTR',
      direction: 'DOWN',
      spread: '0.25',
      validUntil: day(10),
    });
    const feed = await api(referenceRates, supplier, { query: { type: 'ESTR' } });
    const base = latestRate(referenceRates.data.parse(feed.body.data), 'ESTR');
    const reply = await trial({ intentionId: id });
    expect(reply.body.code).toBe(200);
    expect(Number(dataOf<TrialResult>(reply).interestRate)).toBeCloseTo(
      Number(base?.percentRate) - 0.25,
      6,
    );
  });

  it('refuses a priced but not accepted intention, and another company’s, on intentionId', async () => {
    const priced = (await intentions()).find((i) => i.state === 'PRICED');
    const notAccepted = await trial({ intentionId: priced?.id });
    expect(notAccepted.body.code).toBe(400);
    expect(fieldsOf(notAccepted)).toEqual(['intentionId']);
    expect(notAccepted.body.message).toContain('only an accepted price');

    const seeded = await seededAccepted();
    // Dawnlight (`unverified`, another supplier) names Evergreen's intention in a draft.
    const stranger = await signIn('unverified', baseUrl);
    const foreign = await api(createOrder, stranger, {
      commandId: newCommandId('binding'),
      body: {
        ...application({ receivables: [], submit: false, intentionId: seeded?.id }),
        fundingAccountId: undefined,
      },
    });
    expect(foreign.body, JSON.stringify(foreign.body)).toMatchObject({ code: 400 });
    expect(fieldsOf(foreign)).toEqual(['intentionId']);
    expect(foreign.body.message).toContain('has no financing intention');
  });

  it('refuses an intention of another product on the product, in the caller’s language', async () => {
    const seeded = await seededAccepted();
    const reply = await api(createOrder, supplier, {
      commandId: newCommandId('binding'),
      language: 'zh-CN',
      body: application({
        financingProductId: 'P002',
        receivables: [],
        submit: false,
        intentionId: seeded?.id,
      }),
    });
    expect(reply.body.code).toBe(400);
    expect(fieldsOf(reply)).toEqual(['financingProductId']);
    expect(reply.body.message).toContain('请选择该产品');
  });
});

describe('applying with an accepted intention', () => {
  it('refuses another funder and another buyer than the intention’s, each on its field', async () => {
    const seeded = await seededAccepted();
    const funders = dataOf<{ companyId: string }[]>(
      await api(availableFinanceFunder, supplier, { body: { financingProductId: PRODUCT } }),
    );
    const other = funders.find((f) => f.companyId !== FUNDER);
    expect(other).toBeDefined();
    const wrongFunder = await command(
      createOrder,
      supplier,
      application({ funderCompanyId: other?.companyId, submit: false, intentionId: seeded?.id }),
    );
    expect(wrongFunder.body.code).toBe(400);
    expect(fieldsOf(wrongFunder)).toEqual(['funderCompanyId']);

    const buyers = dataOf<{ buyerName: string }[]>(
      await api(availableBuye, supplier, { body: { financingProductId: PRODUCT } }),
    );
    const otherBuyer = buyers.find((b) => b.buyerName !== NORTHWIND);
    expect(otherBuyer).toBeDefined();
    const wrongBuyer = await command(
      createOrder,
      supplier,
      application({
        buyerName: otherBuyer?.buyerName,
        receivables: [],
        submit: false,
        intentionId: seeded?.id,
      }),
    );
    expect(wrongBuyer.body.code).toBe(400);
    expect(fieldsOf(wrongBuyer)).toEqual(['buyerName']);
  });

  it('records the intention on the order, binds it on submission, and refuses a second order', async () => {
    const seeded = await seededAccepted();
    const id = seeded?.id ?? '';
    // A draft records the intention but binds nothing yet.
    const draft = await command(
      createOrder,
      supplier,
      application({ submit: false, intentionId: id }),
    );
    expect(draft.body.code).toBe(200);
    const draftId = dataOf<{ id: string }>(draft).id;
    expect((await intentions()).find((i) => i.id === id)?.state).toBe('ACCEPTED');

    const submitted = await command(
      editOrder,
      supplier,
      application({ id: draftId, submit: true, intentionId: id }),
    );
    expect(submitted.body.code).toBe(200);
    const order = dataOf<FinanceOrder>(
      await api(financeOrderDetail, supplier, { query: { id: draftId } }),
    );
    expect(order).toMatchObject({
      intentionId: id,
      interestRate: { rateType: 'FIXED', fixedRate: '5.25' },
      trial: {
        interestRate: '5.25',
        interest: interestOf(3_000_000n, 525n, daysFromToday(dueDate)),
      },
    });
    expect((await intentions()).find((i) => i.id === id)?.state).toBe('APPLIED');

    // The price binds that order only: a second application, and the pre-fill, are refused.
    const second = await command(
      createOrder,
      supplier,
      application({ receivables: [{ kind: 'INVOICE', id: 'INV-C001-F02' }], intentionId: id }),
    );
    expect(second.body.code).toBe(400);
    expect(fieldsOf(second)).toEqual(['intentionId']);
    expect(second.body.message).toContain('already priced another finance order');
    const prefill = await api(intentionApplication, supplier, { query: { id } });
    expect(prefill.body.code).toBe(409);
  });

  it('refuses to submit with a price that expired after it was accepted', async () => {
    const id = await accepted({ rateType: 'FIXED', fixedRate: '4.75', validUntil: day(0) });
    // The server (and its database's clock) runs in this process: move Date past the validity
    // in steps shorter than a session's idle limit, using the session at each step.
    let now = Date.now();
    for (let step = 0; step < 4; step += 1) {
      now += 7 * 3_600_000;
      vi.useFakeTimers({ toFake: ['Date'], now });
      expect((await intentions()).find((i) => i.id === id)?.state).toBe('ACCEPTED');
    }
    const reply = await command(
      createOrder,
      supplier,
      application({ receivables: [{ kind: 'INVOICE', id: 'INV-C001-G01' }], intentionId: id }),
    );
    vi.useRealTimers();
    expect(reply.body.code).toBe(400);
    expect(fieldsOf(reply)).toEqual(['intentionId']);
    expect(reply.body.message).toContain('ask for a new price');
  });
});
