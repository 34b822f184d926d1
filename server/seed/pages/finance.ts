import type { CompanySeed } from '../data/companies';
import { FINANCING_PRODUCTS } from '../data/financing-products';
import type { PageSeed } from './page-seed';
import {
  amount,
  AS_OF,
  COUNTERPARTIES,
  CURRENCIES,
  day,
  dayNumber,
  FUNDERS,
  instant,
  pick,
  recordNo,
} from './seed-values';

/**
 * Demo records of the finance and payment pages (docs/pages-finance.md). Costs, interest and
 * payments hang off the same finance orders (`order(company, k)`), so a finance order number
 * found on one page has the same currency, principal, dates and funder on the others, and the
 * amounts add up: a cost is the sum of its line items, interest is principal × rate × days /
 * base, a disbursement is the financed amount less the fees deducted.
 */

const YEN = 'JPY';

/** Cents of a decimal string. */
const cents = (value: string) => Math.round(Number(value) * 100);

/** A decimal string of `c` cents (JPY: whole). */
function money(c: number, currency: string): string {
  return currency === YEN ? `${Math.round(c / 100)}.00` : (Math.round(c) / 100).toFixed(2);
}

/** `share` of a decimal string amount. */
const part = (total: string, share: number, currency: string) =>
  money(cents(total) * share, currency);

const rate2 = (value: number) => Number(value.toFixed(2));

/** Day-count base by currency: actual/365 for HKD, SGD and JPY, actual/360 otherwise. */
const dateBaseOf = (currency: string) => (['HKD', 'SGD', YEN].includes(currency) ? 365 : 360);

/** principal × rate% × days / base, in the currency's precision. */
const accrued = (principal: string, rate: number, days: number, base: number, currency: string) =>
  money((cents(principal) * rate * days) / (100 * base), currency);

export interface FinanceOrder {
  /** The record id of the order on /finance/finance-order (links from the other pages). */
  id: string;
  no: string;
  currency: string;
  principal: string;
  /** Day number in the demo calendar (see `day`; AS_OF is the seed day). */
  valueDay: number;
  tenor: number;
  /** Percent a year. */
  rate: number;
  buyer: string;
  funder: string;
}

/** Finance orders of each company on /finance/finance-order. */
export const FINANCE_ORDER_COUNT = 48;

/**
 * The k-th finance order of a company: what every page of this group refers to. Value dates run
 * from about a year before the seed day to a week before it, so the older orders have matured
 * and the newer ones have not. A funder company's orders are the ones it funds.
 */
export function order(company: CompanySeed, k: number): FinanceOrder {
  const currency = pick(CURRENCIES, k, 5);
  return {
    id: recordNo('FO', company.id, k),
    no: `FN${company.code}${String(250001 + k)}`,
    currency,
    principal: amount(k, 20_000, 1_500_000, currency),
    valueDay: AS_OF - 9 - (FINANCE_ORDER_COUNT - 1 - k) * 7,
    tenor: 60 + (k % 4) * 30,
    rate: rate2(3.2 + (k % 7) * 0.35),
    buyer: pick(COUNTERPARTIES, k, 7),
    funder: company.roles.includes('FUNDER') ? company.name : pick(FUNDERS, k),
  };
}

const BANK_BY_CURRENCY: Record<string, string> = {
  USD: 'DBS Bank Ltd.',
  CNY: 'Bank of China Shenzhen Branch',
  EUR: 'Deutsche Bank AG Frankfurt',
  HKD: 'The Hongkong and Shanghai Banking Corporation Limited',
  JPY: 'MUFG Bank, Ltd. Tokyo',
  SGD: 'DBS Bank Ltd. Singapore',
};

/** The company's own account in `currency`: a seeded one when it has it, else a made-up one. */
function accountFor(company: CompanySeed, currency: string) {
  const own = company.bankAccounts.find((a) => a.currency === currency);
  if (own) return { bankName: own.bankNameEn, accountNo: own.bankAccount };
  const digits = company.id.slice(1);
  const n = CURRENCIES.indexOf(currency as (typeof CURRENCIES)[number]) + 1;
  return {
    bankName: BANK_BY_CURRENCY[currency] ?? 'DBS Bank Ltd.',
    accountNo: `${digits}-${String(40_100 + n * 1_117)}-${n}`,
  };
}

// ---- costs and their line items -------------------------------------------------------------

const COST_COUNT = 40;
/** Even costs have two line items, odd ones one: 60 items for 40 costs. */
const ITEM_COUNT = 60;

const FEE_TYPES = [
  'SERVICE',
  'ARRANGEMENT',
  'COMMITMENT',
  'HANDLING',
  'SERVICE',
  'LATE_PAYMENT',
  'BANK_CHARGE',
] as const;
const DAILY_FEES: readonly string[] = ['SERVICE', 'COMMITMENT', 'LATE_PAYMENT'];
const COST_STATUSES = ['CHARGED', 'CHARGED', 'PENDING', 'CHARGED', 'WAIVED', 'REFUNDED'] as const;

const costNo = (company: CompanySeed, c: number) => `CST${company.code}${String(250001 + c)}`;
const itemCount = (c: number) => (c % 2 === 0 ? 2 : 1);

interface CostLine {
  basisAmount: string | null;
  rate: number | null;
  days: number | null;
  feeAmount: string;
  accrualDay: number;
}

/** Line `seq` of cost `c`: a rate over days, a rate once, or a flat charge. */
function costLine(company: CompanySeed, c: number, seq: number): CostLine {
  const o = paidOrder(company, c);
  const feeType = pick(FEE_TYPES, c);
  if (DAILY_FEES.includes(feeType)) {
    const late = feeType === 'LATE_PAYMENT';
    const basis = late ? part(o.principal, 0.4, o.currency) : o.principal;
    const rate = late ? 12 : rate2(feeType === 'SERVICE' ? 0.8 + (c % 5) * 0.1 : 0.5);
    const total = late ? 5 + (c % 20) : o.tenor;
    // Two lines split the days: the first month (at most half), then the rest.
    const first = itemCount(c) === 1 ? total : Math.min(30, Math.floor(total / 2));
    const days = seq === 0 ? first : total - first;
    const start = late ? o.valueDay + o.tenor : o.valueDay;
    return {
      basisAmount: basis,
      rate,
      days,
      feeAmount: accrued(basis, rate, days, 360, o.currency),
      accrualDay: start + (seq === 0 ? first : total),
    };
  }
  if (feeType === 'ARRANGEMENT') {
    const rate = rate2(0.25 + (c % 3) * 0.25);
    return {
      basisAmount: o.principal,
      rate,
      days: null,
      feeAmount: money((cents(o.principal) * rate) / 100, o.currency),
      accrualDay: o.valueDay,
    };
  }
  const flat = feeType === 'HANDLING' ? 150 + (c % 4) * 50 : 25 + (c % 3) * 10;
  return {
    basisAmount: null,
    rate: null,
    days: null,
    feeAmount: money(flat * 100 * (o.currency === YEN ? 150 : 1), o.currency),
    accrualDay: o.valueDay + seq,
  };
}

// ---- statuses -------------------------------------------------------------------------------

/** Spec 001 §4 shows no finance order statuses; these are ours (docs/pages-finance.md). */
const ORDER_STATUSES = [
  'DISBURSED',
  'REPAID',
  'PENDING_APPROVAL',
  'DISBURSED',
  'APPROVED',
  'DRAFT',
  'REPAID',
  'REJECTED',
  'DISBURSED',
  'REVOKED',
  'PENDING_RIGHTS_CONFIRMATION',
] as const;
/** Statuses whose order has been paid out: it has a financed amount and value/maturity dates. */
const PAID_OUT: readonly string[] = ['DISBURSED', 'REPAID'];

/** The k-th order's status: one repaid before it matured would be early, so it is still out. */
function orderStatus(k: number): string {
  const status = pick(ORDER_STATUSES, k);
  const matured = AS_OF - 9 - (FINANCE_ORDER_COUNT - 1 - k) * 7 + 60 + (k % 4) * 30 <= AS_OF;
  return status === 'REPAID' && !matured ? 'DISBURSED' : status;
}

/**
 * The orders that were paid out (the same indexes in every company): costs, interest, payments
 * and repayments belong to these, never to a draft, rejected or withdrawn order.
 */
export const PAID_OUT_ORDERS: readonly number[] = Array.from(
  { length: FINANCE_ORDER_COUNT },
  (_, k) => k,
).filter((k) => PAID_OUT.includes(orderStatus(k)));

/** The n-th paid-out order of a company (wrapping round the paid-out ones). */
export const paidOrder = (company: CompanySeed, n: number): FinanceOrder =>
  order(company, pick(PAID_OUT_ORDERS, n));

/** A payment planned for `dayNo` has happened only if that day is not after the seed day. */
const happened = (dayNo: number) => dayNo <= AS_OF;

/** A product offered in the order's currency (the first one when several are). */
const productFor = (currency: string, k: number) => {
  const offered = FINANCING_PRODUCTS.filter((p) => p.currency === currency);
  return offered.length > 0 ? pick(offered, k) : pick(FINANCING_PRODUCTS, k);
};

const DBS_STATUSES = [
  'DISBURSED',
  'PARTIALLY_REPAID',
  'REPAID',
  'DISBURSED',
  'OVERDUE',
  'PENDING_DISBURSEMENT',
  'REPAID',
] as const;
const DRAWDOWN_STATUSES = [
  'DRAWN',
  'REPAID',
  'DRAWN',
  'SUBMITTED',
  'APPROVED',
  'DRAWN',
  'REJECTED',
  'REPAID',
] as const;
const ACCOUNT_STATUSES = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'FROZEN', 'ACTIVE', 'CLOSED'] as const;
const PAYMENT_STATUSES = [
  'PAID',
  'PAID',
  'PROCESSING',
  'PAID',
  'FAILED',
  'PENDING',
  'PAID',
  'RETURNED',
] as const;
const PAYMENT_TYPES = [
  'DISBURSEMENT',
  'REPAYMENT',
  'INTEREST',
  'FEE',
  'REPAYMENT',
  'RELEASE',
  'REFUND',
  'DISBURSEMENT',
  'INTEREST',
] as const;
const RELEASE_REFUND_TYPES = [
  'RESERVE_RELEASE',
  'EXCESS_REFUND',
  'RESERVE_RELEASE',
  'FEE_REFUND',
] as const;

const DBS_POOLS = ['DBS Receivables Pool A', 'DBS Receivables Pool B', 'DBS 应收账款池 C'] as const;
const PRODUCT_POOLS = [
  'Pool Factoring Programme 1',
  'Pool Factoring Programme 2',
  '池保理项目 3',
] as const;
const SETTLEMENT_BANKS = [
  'DBS Bank Ltd.',
  'HSBC Trade Finance',
  '招商银行深圳分行',
  'Standard Chartered Bank (Singapore)',
] as const;

/** `YYYY-MM` of the month `plus` months after the one holding `dayOffset`, and its length. */
function monthAfter(dayOffset: number, plus: number) {
  const from = new Date(`${day(dayOffset)}T00:00:00Z`);
  const start = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + plus, 1));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
  return { period: start.toISOString().slice(0, 7), days: end.getUTCDate(), end };
}

export const financeSeeds: readonly PageSeed[] = [
  {
    // Every finance number the other finance pages name (costs 40, DBS 42, interest 24) is here.
    pageId: 'finance.financeOrder',
    count: FINANCE_ORDER_COUNT,
    row: (company, i) => {
      const o = order(company, i);
      const status = orderStatus(i);
      const paidOut = PAID_OUT.includes(status);
      return {
        id: recordNo('FO', company.id, i),
        financeNo: o.no,
        productName: productFor(o.currency, i).nameEn,
        buyerName: o.buyer,
        funderName: o.funder,
        currency: o.currency,
        // Advanced at 80% of the invoices it is drawn against.
        invoiceAmount: part(o.principal, 1.25, o.currency),
        applyAmount: o.principal,
        financedAmount: paidOut ? o.principal : null,
        rate: o.rate,
        tenorDays: o.tenor,
        applyDate: day(o.valueDay - 5),
        valueDate: paidOut ? day(o.valueDay) : null,
        maturityDate: paidOut ? day(o.valueDay + o.tenor) : null,
        status,
        createdAt: instant((o.valueDay - 5) * 24 + (i % 9)),
      };
    },
  },
  {
    pageId: 'finance.costs',
    count: COST_COUNT,
    row: (company, i) => {
      const o = paidOrder(company, i);
      const feeType = pick(FEE_TYPES, i);
      const lines = Array.from({ length: itemCount(i) }, (_, seq) => costLine(company, i, seq));
      const lastAccrual = Math.max(...lines.map((l) => l.accrualDay));
      // A cost whose charge day is still to come is pending, whatever it would become.
      const status = happened(lastAccrual + 2) ? pick(COST_STATUSES, i) : 'PENDING';
      return {
        id: recordNo('FC', company.id, i),
        costNo: costNo(company, i),
        financeNo: o.no,
        financeOrderId: o.id,
        feeType,
        currency: o.currency,
        feeAmount: money(
          lines.reduce((sum, l) => sum + cents(l.feeAmount), 0),
          o.currency,
        ),
        chargedDate: status === 'CHARGED' || status === 'REFUNDED' ? day(lastAccrual + 2) : null,
        payer: i % 3 === 2 ? 'buyer' : 'supplier',
        status,
        createdAt: instant(o.valueDay * 24 + (i % 9)),
      };
    },
  },
  {
    pageId: 'finance.costsDetails',
    count: ITEM_COUNT,
    row: (company, j) => {
      // Items 3q and 3q+1 belong to cost 2q, item 3q+2 to cost 2q+1.
      const q = Math.floor(j / 3);
      const c = j % 3 === 2 ? 2 * q + 1 : 2 * q;
      const seq = j % 3 === 1 ? 1 : 0;
      const o = paidOrder(company, c);
      const line = costLine(company, c, seq);
      return {
        id: recordNo('FCD', company.id, j),
        itemNo: `${costNo(company, c)}-${String(seq + 1).padStart(2, '0')}`,
        costNo: costNo(company, c),
        financeNo: o.no,
        financeOrderId: o.id,
        feeType: pick(FEE_TYPES, c),
        basisAmount: line.basisAmount,
        rate: line.rate,
        days: line.days,
        feeAmount: line.feeAmount,
        currency: o.currency,
        accrualDate: day(line.accrualDay),
      };
    },
  },
  {
    pageId: 'finance.dbsFinance',
    count: 42,
    row: (company, i) => {
      const o = order(company, i);
      const matured = o.valueDay + o.tenor < AS_OF;
      const planned = pick(DBS_STATUSES, i);
      // Overdue only once matured; an outstanding one past maturity is overdue.
      const status =
        planned === 'OVERDUE' && !matured
          ? 'DISBURSED'
          : planned === 'DISBURSED' && matured
            ? 'OVERDUE'
            : planned;
      const pending = status === 'PENDING_DISBURSEMENT';
      const outstanding =
        status === 'DISBURSED' || status === 'OVERDUE'
          ? o.principal
          : status === 'PARTIALLY_REPAID'
            ? part(o.principal, 0.35 + (i % 5) * 0.1, o.currency)
            : money(0, o.currency);
      return {
        id: recordNo('DBS', company.id, i),
        financeNo: o.no,
        financeOrderId: o.id,
        poolName: pick(DBS_POOLS, i),
        buyerName: o.buyer,
        currency: o.currency,
        financedAmount: o.principal,
        outstandingAmount: outstanding,
        valueDate: pending ? null : day(o.valueDay),
        maturityDate: pending ? null : day(o.valueDay + o.tenor),
        rate: o.rate,
        status,
        createdAt: instant((o.valueDay - 3) * 24 + (i % 9)),
      };
    },
  },
  {
    pageId: 'finance.poolFactoring',
    count: 45,
    row: (company, i) => {
      const currency = pick(CURRENCIES, i, 5);
      const drawn = amount(i + 17, 50_000, 2_000_000, currency);
      const status = pick(DRAWDOWN_STATUSES, i);
      const onBooks = status === 'DRAWN' || status === 'REPAID';
      const valueDay = AS_OF - 20 - (44 - i) * 6;
      const tenor = [90, 120, 180][i % 3] ?? 90;
      const outstanding =
        status === 'DRAWN'
          ? i % 3 === 0
            ? part(drawn, 0.6, currency)
            : drawn
          : money(0, currency);
      return {
        id: recordNo('PFD', company.id, i),
        drawdownNo: `PFD${company.code}${String(250001 + i)}`,
        poolName: pick(PRODUCT_POOLS, i),
        funderName: pick(FUNDERS, i, 2),
        currency,
        drawnAmount: drawn,
        outstandingAmount: outstanding,
        valueDate: onBooks ? day(valueDay) : null,
        maturityDate: onBooks ? day(valueDay + tenor) : null,
        rate: rate2(2.8 + (i % 6) * 0.3),
        status,
        createdAt: instant((valueDay - 2) * 24 + (i % 7)),
      };
    },
  },
  {
    pageId: 'finance.account',
    count: 36,
    row: (company, i) => {
      const currency = pick(CURRENCIES, i, 5);
      const status = pick(ACCOUNT_STATUSES, i);
      const balance =
        status === 'CLOSED' ? money(0, currency) : amount(i + 3, 0, 3_000_000, currency);
      const opened = i * 9;
      return {
        id: recordNo('PAC', company.id, i),
        accountNo: `${600 + (i % 7)}-${String(100_000 + ((i * 7_919) % 900_000))}-${company.id.slice(1)}`,
        accountName: `${company.name} ${currency} pool settlement ${Math.floor(i / 6) + 1}`,
        bankName: pick(SETTLEMENT_BANKS, i, 3),
        poolName: pick([...DBS_POOLS, ...PRODUCT_POOLS], i),
        currency,
        balance,
        availableAmount:
          status === 'CLOSED'
            ? null
            : status === 'FROZEN'
              ? money(0, currency)
              : part(balance, 0.5 + (i % 5) * 0.1, currency),
        status,
        openDate: day(opened),
        updatedAt: instant((opened + 30 + (i % 11) * 5) * 24 + (i % 13)),
      };
    },
  },
  {
    pageId: 'finance.interest',
    count: 48,
    row: (company, i) => {
      const m = i % 2;
      const o = paidOrder(company, Math.floor(i / 2));
      const month = monthAfter(o.valueDay, 1 + m);
      const base = dateBaseOf(o.currency);
      const principal = m === 0 ? o.principal : part(o.principal, 0.6, o.currency);
      const settleDay = dayNumber(month.end) + 3;
      // A month not yet over is still accruing; one settled later than today is not settled yet.
      const status = !happened(dayNumber(month.end))
        ? 'ACCRUED'
        : i % 5 === 4
          ? 'OVERDUE'
          : m === 0 && happened(settleDay)
            ? 'SETTLED'
            : 'ACCRUED';
      return {
        id: recordNo('INT', company.id, i),
        financeNo: o.no,
        financeOrderId: o.id,
        period: month.period,
        principalAmount: principal,
        rate: o.rate,
        days: month.days,
        dateBase: String(base),
        interestAmount: accrued(principal, o.rate, month.days, base, o.currency),
        currency: o.currency,
        status,
        settledDate: status === 'SETTLED' ? day(settleDay) : null,
      };
    },
  },
  {
    pageId: 'payment.management',
    count: 54,
    row: (company, i) => {
      const o = paidOrder(company, i);
      const type = pick(PAYMENT_TYPES, i);
      const self = company.name;
      const inward = type === 'DISBURSEMENT' || type === 'RELEASE' || type === 'REFUND';
      const byType: Record<(typeof PAYMENT_TYPES)[number], { amount: string; day: number }> = {
        DISBURSEMENT: { amount: part(o.principal, 0.995, o.currency), day: o.valueDay },
        REPAYMENT: {
          amount: i % 2 === 0 ? o.principal : part(o.principal, 0.5, o.currency),
          day: o.valueDay + o.tenor,
        },
        INTEREST: {
          amount: accrued(o.principal, o.rate, o.tenor, dateBaseOf(o.currency), o.currency),
          day: o.valueDay + o.tenor,
        },
        FEE: { amount: part(o.principal, 0.003, o.currency), day: o.valueDay },
        RELEASE: { amount: part(o.principal, 0.1, o.currency), day: o.valueDay + o.tenor + 5 },
        REFUND: { amount: part(o.principal, 0.002, o.currency), day: o.valueDay + o.tenor + 7 },
      };
      const paid = byType[type];
      // A payment falling after the seed day has not been made yet.
      const status = happened(paid.day) ? pick(PAYMENT_STATUSES, i) : 'PENDING';
      return {
        id: recordNo('PAY', company.id, i),
        paymentNo: `PM${company.code}${String(250001 + i)}`,
        financeNo: o.no,
        financeOrderId: o.id,
        type,
        // Repayments of receivables come from the buyer, at maturity, to the funder.
        payerName: inward ? o.funder : type === 'REPAYMENT' && i % 2 === 0 ? o.buyer : self,
        payeeName: inward ? self : o.funder,
        ...accountFor(company, o.currency),
        currency: o.currency,
        amount: paid.amount,
        paymentDate: status === 'PENDING' ? null : day(paid.day),
        status,
      };
    },
  },
  {
    pageId: 'payment.financing',
    count: 45,
    row: (company, i) => {
      const o = paidOrder(company, i);
      const status = pick(PAYMENT_STATUSES, i, 3);
      const fee = part(o.principal, 0.002 + (i % 4) * 0.001, o.currency);
      return {
        id: recordNo('PFN', company.id, i),
        paymentNo: `PF${company.code}${String(250001 + i)}`,
        financeNo: o.no,
        financeOrderId: o.id,
        funderName: o.funder,
        ...accountFor(company, o.currency),
        currency: o.currency,
        financedAmount: o.principal,
        feeAmount: fee,
        amount: money(cents(o.principal) - cents(fee), o.currency),
        paymentDate: status === 'PENDING' ? null : day(o.valueDay),
        status,
      };
    },
  },
  {
    pageId: 'payment.releaseRefund',
    count: 40,
    row: (company, i) => {
      const o = paidOrder(company, i);
      const type = pick(RELEASE_REFUND_TYPES, i);
      const payDay = o.valueDay + o.tenor + 3 + (i % 5);
      const status = happened(payDay) ? pick(PAYMENT_STATUSES, i, 5) : 'PENDING';
      const paid =
        type === 'RESERVE_RELEASE'
          ? part(o.principal, 0.1, o.currency)
          : type === 'FEE_REFUND'
            ? part(o.principal, 0.001, o.currency)
            : amount(i, 100, 20_000, o.currency);
      const remarks: Record<(typeof RELEASE_REFUND_TYPES)[number], string> = {
        RESERVE_RELEASE: 'Reserve released after the buyer paid in full',
        EXCESS_REFUND: '买方重复付款，退还多付部分',
        FEE_REFUND: 'Handling fee charged twice',
      };
      return {
        id: recordNo('PRR', company.id, i),
        paymentNo: `PR${company.code}${String(250001 + i)}`,
        financeNo: o.no,
        financeOrderId: o.id,
        type,
        payerName: o.funder,
        ...accountFor(company, o.currency),
        currency: o.currency,
        amount: paid,
        paymentDate: status === 'PENDING' ? null : day(payDay),
        status,
        remark: i % 3 === 1 ? null : remarks[type],
      };
    },
  },
];
