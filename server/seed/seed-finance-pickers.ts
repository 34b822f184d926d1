import type { Db } from '../db/db';
import { insertRows } from '../db/insert-rows';
import { readSetting, SettingKey } from '../db/settings';
import { COMPANIES } from './data/companies';
import { CURRENCY_RATE_BASIS } from '../finance-order/currency-rate-basis';
import { FINANCING_PRODUCTS } from './data/financing-products';
import { COUNTERPARTIES, day, instant, setSeedDay, AS_OF } from './pages/seed-values';

/** Tables this seed owns, children first (the seed's TRUNCATE list). */
export const FINANCE_PICKER_TABLES = [
  'company_account_lists',
  'financing_product_funders',
  'financing_product_terms',
] as const;

/** The id the product seed gives the i-th financing product. */
const productId = (i: number) => `P${String(i + 1).padStart(3, '0')}`;

/** The `funder` demo company: it offers every product, so the demo story works in any currency. */
const DEMO_FUNDER = 'C003';

async function seedTerms(tx: Db): Promise<void> {
  await insertRows(
    tx,
    'financing_product_terms',
    [
      'product_id',
      'advance_rate',
      'rate_type',
      'fixed_rate',
      'base_rate_type',
      'direction',
      'spread',
      'day_base',
      'min_tenor_days',
      'max_tenor_days',
      'fees',
    ],
    FINANCING_PRODUCTS.map((p, i) => [
      productId(i),
      p.terms.advanceRate,
      p.terms.rateType,
      p.terms.fixedRate,
      p.terms.baseRateType,
      p.terms.direction,
      p.terms.spread,
      CURRENCY_RATE_BASIS[p.currency]?.dayBase ?? 365,
      p.terms.minTenorDays,
      p.terms.maxTenorDays,
      JSON.stringify(p.terms.fees),
    ]),
  );
  // The demo funder offers everything; each other funder of the directory every other product.
  const { rows: funders } = await tx.query<{ id: string }>(
    `SELECT id FROM companies WHERE roles ? 'FUNDER' AND id <> $1 ORDER BY id`,
    [DEMO_FUNDER],
  );
  const offers: unknown[][] = FINANCING_PRODUCTS.map((_, i) => [productId(i), DEMO_FUNDER]);
  funders.forEach((f, n) => {
    FINANCING_PRODUCTS.forEach((_, i) => {
      if ((i + n) % 2 === 0) offers.push([productId(i), f.id]);
    });
  });
  await insertRows(tx, 'financing_product_funders', ['product_id', 'funder_company_id'], offers);
}

const EXTRA_ACCOUNT_BANKS: Readonly<
  Record<string, { bankName: string; bankNameEn: string; bankCode: string; prefix: string }>
> = {
  EUR: {
    bankName: '德意志银行法兰克福分行',
    bankNameEn: 'Deutsche Bank AG Frankfurt',
    bankCode: 'DEUTDEFF',
    prefix: 'DE89 3704 0044 0532 0',
  },
  HKD: {
    bankName: '香港上海汇丰银行有限公司',
    bankNameEn: 'The Hongkong and Shanghai Banking Corporation Limited',
    bankCode: 'HSBCHKHH',
    prefix: '004-512-',
  },
  JPY: {
    bankName: '三菱日联银行东京分行',
    bankNameEn: 'MUFG Bank, Ltd. Tokyo',
    bankCode: 'BOTKJPJT',
    prefix: '0005-001-',
  },
  SGD: {
    bankName: '星展银行',
    bankNameEn: 'DBS Bank Ltd.',
    bankCode: 'DBSSSGSG',
    prefix: '072-',
  },
};

/**
 * USD and CNY, which the extra accounts leave to each company's own: a story company whose own
 * accounts hold no enabled one of them gets one (Summit had no CNY account at all, and Jade
 * River's only USD account is pending activate, so neither could take part in those orders).
 */
const STORY_GAP_BANKS: Readonly<
  Record<string, { bankName: string; bankNameEn: string; bankCode: string; prefix: string }>
> = {
  USD: {
    bankName: '花旗银行（中国）有限公司上海分行',
    bankNameEn: 'Citibank (China) Co., Ltd. Shanghai Branch',
    bankCode: 'CITICNSX',
    prefix: '1781-',
  },
  CNY: {
    bankName: '中国银行（香港）有限公司',
    bankNameEn: 'Bank of China (Hong Kong) Limited',
    bankCode: 'BKCHHKHH',
    prefix: '012-875-',
  },
};

const storyCompany = (id: string) => id === DEMO_FUNDER || STORY_SUPPLIERS.includes(id);

const enabledIn = (a: { status: string; currency: string }, currency: string) =>
  a.status === 'ENABLE' && a.currency.split(',').includes(currency);

/**
 * Each demo company gets one more account in every currency its first accounts do not hold, so
 * a finance order in any currency has somewhere to be paid; the JPY one of every other company
 * is disabled and cannot be enabled yet ("pending activate", spec 001 §3). Then its account
 * lists: collection (the first account for collections, the second for interest), payment (the
 * first), and for funders the receiving accounts (all enabled ones).
 */
async function seedAccounts(tx: Db): Promise<void> {
  const accounts: unknown[][] = [];
  const lists: unknown[][] = [];
  COMPANIES.forEach((c, n) => {
    const ids = c.bankAccounts.map((_, i) => `BA-${c.id}-${i + 1}`);
    Object.entries(EXTRA_ACCOUNT_BANKS).forEach(([currency, bank], k) => {
      const id = `BA-${c.id}-${currency}`;
      const pending = currency === 'JPY' && n % 2 === 0;
      accounts.push([
        id,
        c.id,
        c.bankAccounts.length + k + 1,
        c.nameEn,
        bank.bankName,
        bank.bankNameEn,
        `${bank.prefix}${String(1_000 + n * 37 + k).padStart(6, '0')}`,
        bank.bankCode,
        null,
        currency,
        pending ? 'DISABLE' : 'ENABLE',
        !pending,
      ]);
      ids.push(id);
    });
    Object.entries(STORY_GAP_BANKS).forEach(([currency, bank], k) => {
      if (!storyCompany(c.id) || c.bankAccounts.some((a) => enabledIn(a, currency))) return;
      const id = `BA-${c.id}-${currency}`;
      accounts.push([
        id,
        c.id,
        ids.length + 1,
        c.nameEn,
        bank.bankName,
        bank.bankNameEn,
        `${bank.prefix}${String(2_000 + n * 37 + k).padStart(6, '0')}`,
        bank.bankCode,
        null,
        currency,
        'ENABLE',
        true,
      ]);
      ids.push(id);
    });
    const [first, second] = ids;
    if (first !== undefined) {
      lists.push([c.id, 'COLLECTION', first, 'COLLECTION', 1]);
      lists.push([c.id, 'PAYMENT', first, null, 1]);
    }
    if (second !== undefined) {
      lists.push([c.id, 'COLLECTION', second, 'INTEREST', 2]);
      lists.push([c.id, 'PAYMENT', second, null, 2]);
    }
    if (c.roles.includes('FUNDER')) {
      ids.forEach((id, seq) => lists.push([c.id, 'RECEIVING', id, null, seq + 1]));
    }
  });
  await insertRows(
    tx,
    'bank_accounts',
    [
      'id',
      'company_id',
      'seq',
      'account_name',
      'bank_name',
      'bank_name_en',
      'bank_account',
      'bank_code',
      'cnaps',
      'currency',
      'status',
      'can_enable',
    ],
    accounts,
  );
  await insertRows(
    tx,
    'company_account_lists',
    ['company_id', 'list', 'bank_account_id', 'fund_source', 'seq'],
    lists,
  );
}

/**
 * The series of open receivables the finance story needs: `supplier` (C001) gets two, F and G,
 * so tests that change orders can each have their own. supplier-pool (C006) gets none: its
 * pool-factoring mode takes finance orders away (spec 000 section 6), on the server too.
 */
const STORY_SERIES = [
  { companyId: 'C001', series: 'F' },
  { companyId: 'C001', series: 'G' },
] as const;
const STORY_SUPPLIERS: readonly string[] = [...new Set(STORY_SERIES.map((s) => s.companyId))];
const STORY_BUYER = COUNTERPARTIES[1];
const STORY_CURRENCIES = ['USD', 'CNY', 'EUR', 'HKD', 'JPY', 'SGD'] as const;

/** A round demo amount, whole for JPY. */
const storyAmount = (base: number, k: number, currency: string) =>
  currency === 'JPY'
    ? `${String(base * 150 + k * 7_000)}` + '.00'
    : `${String(base + k * 1_250)}.00`;

/**
 * Open receivables for the finance story (docs/finance-order-pickers.md#demo-receivables): the
 * trade seed's orders and invoices to the `buyer` company have all fallen due or been financed,
 * so each story series gets, per currency, one confirmed purchase order and two confirmed
 * invoices billed to it, issued a few days before the seed day and due 60–120 days after it.
 */
export function storyReceivableRows(seedDay: Date): unknown[][] {
  setSeedDay(seedDay);
  const rows: unknown[][] = [];
  for (const { companyId, series } of STORY_SERIES) {
    const company = COMPANIES.find((c) => c.id === companyId);
    if (company === undefined) continue;
    STORY_CURRENCIES.forEach((currency, k) => {
      const poId = `PO-${companyId}-${series}${String(k + 1).padStart(2, '0')}`;
      const poNo = `PO${company.code}${series}${String(26001 + k)}`;
      const poAmount = storyAmount(120_000, k, currency);
      rows.push([
        'trading.purchase',
        companyId,
        poId,
        JSON.stringify({
          id: poId,
          poNo,
          supplierName: company.name,
          buyerName: STORY_BUYER,
          currency,
          amount: poAmount,
          financedAmount: '0.00',
          issueDate: day(AS_OF - 6 - k),
          dueDate: day(AS_OF + 90 + k * 5),
          remark: null,
          status: 'OPEN',
          createdAt: instant((AS_OF - 6 - k) * 24 + 2),
        }),
      ]);
      [0, 1].forEach((j) => {
        const invId = `INV-${companyId}-${series}${String(k * 2 + j + 1).padStart(2, '0')}`;
        const amount = storyAmount(40_000 + j * 18_500, k, currency);
        rows.push([
          'trading.invoice',
          companyId,
          invId,
          JSON.stringify({
            id: invId,
            invoiceNo: `INV${company.code}${series}${String(26101 + k * 2 + j)}`,
            poNo: j === 0 ? poNo : null,
            poId: j === 0 ? poId : null,
            supplierName: company.name,
            buyerName: STORY_BUYER,
            currency,
            invoiceAmount: amount,
            outstandingAmount: amount,
            issueDate: day(AS_OF - 4 - k - j),
            dueDate: day(AS_OF + 60 + k * 10 + j * 30),
            status: 'CONFIRMED',
            remark: null,
            createdAt: instant((AS_OF - 4 - k - j) * 24 + 3),
          }),
        ]);
      });
    });
  }
  return rows;
}

/** Product terms and funders, the extra bank accounts and lists, and the story's receivables. */
export async function seedFinancePickers(tx: Db, seedDay: Date): Promise<void> {
  await seedTerms(tx);
  await seedAccounts(tx);
  await insertRows(
    tx,
    'page_records',
    ['page_id', 'company_id', 'id', 'data'],
    storyReceivableRows(seedDay),
  );
}

/** A database seeded before migration 0024 gets all of it on the next start. */
export async function ensureFinancePickers(db: Db): Promise<void> {
  const count = async (d: Db) =>
    (await d.query<{ n: number }>('SELECT count(*)::int AS n FROM financing_product_terms')).rows[0]
      ?.n ?? 0;
  if ((await count(db)) > 0) return;
  const seededAt = await readSetting(db, SettingKey.seededAt);
  if (seededAt === null) return;
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('seed'))`);
    if ((await count(tx)) === 0) await seedFinancePickers(tx, new Date(seededAt));
  });
}
