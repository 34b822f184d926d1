import { COMPANIES, type CompanySeed } from '../data/companies';
import { invoice, INVOICE_COUNT } from './trade';
import { paidOrder, PAID_OUT_ORDERS } from './finance';
import type { PageSeed } from './page-seed';
import {
  amount,
  AS_OF,
  COUNTERPARTIES,
  CURRENCIES,
  day,
  FUNDERS,
  instant,
  pick,
  recordNo,
  seedMonth,
} from './seed-values';

/**
 * Demo records of the repayment, proof and report pages (docs/pages-settlement.md). Figures that
 * belong together are computed in whole cents (whole yen for JPY) so they add up exactly:
 * repaid ≤ due, a repayment = principal + interest, outstanding = financed − principal repaid,
 * debit = credit on a voucher, a sub-ledger's closing balance is the next month's opening,
 * amortised to date + remaining = total. The repayment pages' finance orders are the paid-out
 * orders of /finance/finance-order (same number, buyer, funder, currency, principal, value date and
 * tenor), seen alike on the schedule, the repayments received and the management view.
 */

/** The seed day: instalments due before it are paid, part-paid or overdue. */
const TODAY = AS_OF;

/**
 * The proof pages' events were laid out over the 180 days up to a "today" of day 180; this moves
 * them to the 180 days up to the seed day.
 */
const SHIFT = AS_OF - 180;
const sday = (n: number) => day(n + SHIFT);
const sinstant = (hours: number) => instant(hours + SHIFT * 24);

const unit = (currency: string) => (currency === 'JPY' ? 100 : 1);
const cents = (value: string) => Math.round(Number(value) * 100);
/** Cents as a decimal string with two places (whole units for JPY). */
const money = (c: number, currency: string) => {
  const u = unit(currency);
  return ((Math.round(c / u) * u) / 100).toFixed(2);
};
/** `num/den` of `total` cents, rounded to the currency's smallest unit. */
const share = (total: number, num: number, den: number, currency: string) => {
  const u = unit(currency);
  return Math.round((total * num) / den / u) * u;
};

/** The k-th paid-out finance order of a company: the same number, buyer and currency everywhere. */
const financeNo = (company: CompanySeed, k: number) => paidOrder(company, k).no;
const orderBuyer = (company: CompanySeed, k: number) => paidOrder(company, k).buyer;
/**
 * Terms that do not depend on the company (currency, principal, dates, rate): read from the first
 * company's order, the same for every company's k-th order.
 */
const terms = (k: number) => paidOrder(COMPANIES[0] as CompanySeed, k);
const orderCurrency = (k: number) => terms(k).currency;
/** Yearly rate in basis points, the finance order's. */
const orderRateBp = (k: number) => Math.round(terms(k).rate * 100);

/** Finance orders of the repayment pages: every paid-out one; the schedule shows the first 20. */
const ORDERS = PAID_OUT_ORDERS.length;

interface Instalment {
  n: number;
  due: number;
  principal: number;
  interest: number;
  repaid: number;
  repaidOn: number | null;
  status: 'SCHEDULED' | 'PARTIAL' | 'PAID' | 'OVERDUE';
}

/**
 * The k-th finance order, repaid in three instalments over its tenor (amounts in cents):
 * instalments due after today are scheduled; of those due, the last is missed on every fifth order from the
 * fourth (OVERDUE) and part-paid on every tenth from the second (PARTIAL); the others are paid.
 * The schedule, the repayments received and the management view all read this one model.
 */
function order(k: number) {
  const { currency, principal: financedAmount, valueDay, tenor } = terms(k);
  const financed = cents(financedAmount);
  const third = share(financed, 1, 3, currency);
  const dueOf = (n: number) => valueDay + Math.round((tenor * n) / 3);
  const pastDue = [1, 2, 3].filter((n) => dueOf(n) <= TODAY).length;
  const instalments = [1, 2, 3].map((n): Instalment => {
    const due = dueOf(n);
    const principal = n < 3 ? third : financed - 2 * third;
    const interest = share(principal, orderRateBp(k) * (due - valueDay), 10_000 * 360, currency);
    const base = { n, due, principal, interest };
    if (due > TODAY) return { ...base, repaid: 0, repaidOn: null, status: 'SCHEDULED' };
    if (n === pastDue && k % 5 === 3)
      return { ...base, repaid: 0, repaidOn: null, status: 'OVERDUE' };
    if (n === pastDue && k % 10 === 1) {
      const repaid = share(principal + interest, 2, 5, currency);
      return { ...base, repaid, repaidOn: Math.min(due + 2, TODAY), status: 'PARTIAL' };
    }
    return { ...base, repaid: principal + interest, repaidOn: due - (n % 3), status: 'PAID' };
  });
  return { k, currency, financed, valueDay, instalments };
}

const ORDER_MODELS = Array.from({ length: ORDERS }, (_, k) => order(k));
const orderModel = (k: number) => ORDER_MODELS[k % ORDERS] as ReturnType<typeof order>;

/** Every repayment received: one per paid or part-paid instalment, in value-date order. */
const RECEIPTS = ORDER_MODELS.flatMap((o) =>
  o.instalments.filter((t) => t.repaid > 0).map((t) => ({ order: o, instalment: t })),
).sort(
  (a, b) => (a.instalment.repaidOn ?? 0) - (b.instalment.repaidOn ?? 0) || a.order.k - b.order.k,
);

/** The i-th voucher (shared by /proof and the E1 postings, which send vouchers to the ERP). */
const voucherNo = (company: CompanySeed, i: number) => `JV${company.code}${String(250001 + i)}`;
const voucherCurrency = (i: number) => orderCurrency(i % ORDERS);
const voucherAmount = (i: number) => amount(i, 500, 800_000, voucherCurrency(i));

const VOUCHER_TYPES = [
  'DISBURSEMENT',
  'REPAYMENT',
  'INTEREST_ACCRUAL',
  'FEE',
  'AMORTIZATION',
  'ADJUSTMENT',
] as const;

const VOUCHER_TEXT: Record<(typeof VOUCHER_TYPES)[number], string> = {
  DISBURSEMENT: 'Financing disbursed to supplier',
  REPAYMENT: 'Repayment received from buyer',
  INTEREST_ACCRUAL: 'Month-end interest accrual',
  FEE: 'Handling fee charged',
  AMORTIZATION: 'Discount amortised for the month',
  ADJUSTMENT: 'Manual adjustment: rounding difference',
};

/** Sub-ledger accounts; `side` is the normal balance (closing = opening + debit − credit for D). */
const SUBLEDGER_ACCOUNTS = [
  { code: '1122.01', name: 'Factoring receivables', side: 'D', counterparty: true },
  { code: '2241.03', name: 'Payables to funders', side: 'C', counterparty: true },
  { code: '1131.02', name: 'Interest receivable', side: 'D', counterparty: true },
  { code: '2203.09', name: 'Unidentified collections', side: 'C', counterparty: false },
] as const;

const ACCOUNTING_EVENTS = [
  [
    'FINANCE_DISBURSED',
    'DISBURSEMENT',
    'Financing disbursed',
    'Dr 1122.01 Factoring receivables / Cr 2241.03 Payables to funders',
  ],
  [
    'REPAYMENT_RECEIVED',
    'REPAYMENT',
    'Repayment received',
    'Dr 1002.01 Bank / Cr 1122.01 Factoring receivables',
  ],
  [
    'INTEREST_ACCRUED',
    'INTEREST_ACCRUAL',
    'Interest accrued',
    'Dr 1131.02 Interest receivable / Cr 6011.01 Interest income',
  ],
  ['FEE_CHARGED', 'FEE', 'Fee charged', 'Dr 1002.01 Bank / Cr 6021.01 Fee income'],
  [
    'DISCOUNT_AMORTISED',
    'AMORTIZATION',
    'Discount amortised',
    'Dr 2502.01 Unearned discount / Cr 6011.02 Discount income',
  ],
  [
    'COLLECTION_ALLOCATED',
    'REPAYMENT',
    'Collection allocated',
    'Dr 2203.09 Unidentified collections / Cr 1122.01 Factoring receivables',
  ],
] as const;

const TEMPLATE_VARIANTS = [
  'standard',
  'CNY',
  'USD',
  'pool factoring',
  'reverse factoring',
  'early repayment',
] as const;

/** Banks the buyers' repayments arrive at. */
const RECEIVING_BANKS = [
  'DBS Bank Ltd.',
  'The Hongkong and Shanghai Banking Corporation Limited',
  'Bank of China Shenzhen Branch',
] as const;

const E1_POSTING_TYPES = ['JOURNAL', 'AR_RECEIPT', 'AP_PAYMENT', 'ACCRUAL'] as const;
const E1_ERRORS = [
  'GL account 1122.01 is closed for the period',
  'Company code missing in the E1 mapping',
  'Document number already posted in E1',
] as const;

/** The j-th (0–5) of the six whole months before the seed day's month, and its last day. */
const month = (j: number) => seedMonth(j - 6).period;
const monthEnd = (j: number) => seedMonth(j - 6).end;

export const settlementSeeds: readonly PageSeed[] = [
  {
    // The first 20 finance orders, three monthly instalments each.
    pageId: 'repayment.repaymentDetail',
    count: 60,
    row: (company, i) => {
      const o = orderModel(Math.floor(i / 3));
      const t = o.instalments[i % 3] as Instalment;
      return {
        id: recordNo('RPS', company.id, i),
        financeNo: financeNo(company, o.k),
        financeOrderId: paidOrder(company, o.k).id,
        instalmentNo: t.n,
        buyerName: orderBuyer(company, o.k),
        currency: o.currency,
        principalDue: money(t.principal, o.currency),
        interestDue: money(t.interest, o.currency),
        repaidAmount: money(t.repaid, o.currency),
        dueDate: day(t.due),
        repaymentDate: t.repaidOn === null ? null : day(t.repaidOn),
        status: t.status,
      };
    },
  },
  {
    // The repayments the schedule's paid and part-paid instalments received (interest first).
    pageId: 'repayment.details',
    count: Math.min(RECEIPTS.length, 60),
    row: (company, i) => {
      const { order: o, instalment: t } = RECEIPTS[
        i % RECEIPTS.length
      ] as (typeof RECEIPTS)[number];
      const interest = Math.min(t.repaid, t.interest);
      const recent = (t.repaidOn ?? 0) > TODAY - 10;
      const status = recent || i % 11 === 4 ? 'PENDING' : 'CONFIRMED';
      return {
        id: recordNo('RPR', company.id, i),
        repaymentNo: `RP${company.code}${String(250001 + i)}`,
        financeNo: financeNo(company, o.k),
        financeOrderId: paidOrder(company, o.k).id,
        payerName: orderBuyer(company, o.k),
        bankName: i % 11 === 5 ? null : pick(RECEIVING_BANKS, o.k, 2),
        currency: o.currency,
        amount: money(t.repaid, o.currency),
        principalAmount: money(t.repaid - interest, o.currency),
        interestAmount: money(interest, o.currency),
        valueDate: day(t.repaidOn ?? TODAY),
        status,
        remark:
          t.status === 'PARTIAL'
            ? 'Short payment: the buyer paid part of the instalment'
            : (t.repaidOn ?? 0) < t.due
              ? 'Early repayment'
              : null,
      };
    },
  },
  {
    // Every finance order as it stands on the demo's today.
    pageId: 'repayment.management',
    count: ORDERS,
    row: (company, i) => {
      const o = orderModel(i);
      const unpaid = o.instalments.filter((t) => t.status !== 'PAID');
      const late = unpaid.find((t) => t.due <= TODAY);
      const repaidPrincipal = o.instalments.reduce(
        (sum, t) => sum + Math.max(0, Math.min(t.principal, t.repaid - t.interest)),
        0,
      );
      const next = unpaid[0] ?? null;
      const status = late
        ? 'OVERDUE'
        : unpaid.length === 0
          ? 'PAID'
          : unpaid.length < 3
            ? 'PARTIAL'
            : 'SCHEDULED';
      return {
        id: recordNo('RPM', company.id, i),
        financeNo: financeNo(company, o.k),
        financeOrderId: paidOrder(company, o.k).id,
        buyerName: orderBuyer(company, o.k),
        funderName: paidOrder(company, o.k).funder,
        currency: o.currency,
        financedAmount: money(o.financed, o.currency),
        outstandingAmount: money(o.financed - repaidPrincipal, o.currency),
        valueDate: day(o.valueDay),
        nextDueDate: next === null ? null : day(next.due),
        daysOverdue: late ? TODAY - late.due : 0,
        status,
      };
    },
  },
  {
    // Balanced vouchers: debit = credit.
    pageId: 'proof.voucher',
    count: 54,
    row: (company, i) => {
      const voucherType = pick(VOUCHER_TYPES, i);
      const currency = voucherCurrency(i);
      const total = voucherAmount(i);
      const posted = 3 + ((i * 3) % 175);
      return {
        id: recordNo('VCH', company.id, i),
        voucherNo: voucherNo(company, i),
        voucherType,
        financeNo: voucherType === 'ADJUSTMENT' ? null : financeNo(company, i % ORDERS),
        financeOrderId: voucherType === 'ADJUSTMENT' ? null : paidOrder(company, i % ORDERS).id,
        currency,
        debitAmount: total,
        creditAmount: total,
        postingDate: sday(posted),
        status: i % 10 === 7 ? 'REVERSED' : i % 9 === 2 ? 'DRAFT' : 'POSTED',
        description: i % 8 === 5 ? null : VOUCHER_TEXT[voucherType],
        createdAt: sinstant(posted * 24 + (i % 9)),
      };
    },
  },
  {
    // Eight account × counterparty chains over January to June: each closing is the next opening.
    pageId: 'proof.subledgers',
    count: 48,
    row: (company, i) => {
      const chain = Math.floor(i / 6);
      const period = i % 6;
      const account = pick(SUBLEDGER_ACCOUNTS, chain);
      const counterparty = account.counterparty ? pick(COUNTERPARTIES, chain, 5) : null;
      const currency = pick(CURRENCIES, chain, 5);
      const normal = account.side === 'D' ? 1 : -1;
      let opening = cents(amount(chain, 0, 600_000, currency));
      let debit = 0;
      let credit = 0;
      for (let j = 0; j <= period; j += 1) {
        if (j > 0) opening += normal * (debit - credit);
        const seed = chain * 6 + j;
        const increase = cents(amount(seed, 0, 300_000, currency));
        // The decrease never takes the balance below zero.
        const decrease = Math.min(
          opening + increase,
          cents(amount(seed + 97, 0, 320_000, currency)),
        );
        debit = normal === 1 ? increase : decrease;
        credit = normal === 1 ? decrease : increase;
      }
      const closing = opening + normal * (debit - credit);
      return {
        id: recordNo('SLG', company.id, i),
        subledgerAccount: `${account.code}.${company.id}.${String(chain + 1).padStart(3, '0')}`,
        accountName: account.name,
        counterpartyName: counterparty,
        currency,
        openingBalance: money(opening, currency),
        debitAmount: money(debit, currency),
        creditAmount: money(credit, currency),
        closingBalance: money(closing, currency),
        period: month(period),
      };
    },
  },
  {
    // Statement lines of the company's own accounts: collections in, funder repayments and fees out.
    pageId: 'proof.bank',
    count: 50,
    row: (company, i) => {
      const account = company.bankAccounts.length > 0 ? pick(company.bankAccounts, i) : null;
      // A multi-currency account lists its currencies ("USD,CNY"); its lines alternate among them.
      const currency = account
        ? pick(account.currency.split(','), Math.floor(i / 2))
        : pick(CURRENCIES, i, 5);
      const charge = i % 10 === 9;
      const direction = charge || i % 3 === 1 ? 'OUT' : 'IN';
      return {
        id: recordNo('BST', company.id, i),
        bankName: account?.bankNameEn ?? 'Bank of China Shenzhen Branch',
        accountNo: account?.bankAccount ?? `74586321${String(i).padStart(4, '0')}`,
        currency,
        amount: charge ? amount(i, 5, 80, currency) : amount(i, 100, 900_000, currency),
        direction,
        valueDate: sday(2 + ((i * 4) % 178)),
        reference: `FT25${String(100000 + ((i * 7919) % 900000))}`,
        counterpartyName: charge
          ? null
          : direction === 'IN'
            ? pick(COUNTERPARTIES, i, 5)
            : pick(FUNDERS, i),
        matched: i % 4 === 2 ? '0' : '1',
      };
    },
  },
  {
    // Six business events, each in six variants.
    pageId: 'proof.templet',
    count: 36,
    row: (company, i) => {
      const [event, voucherType, label, rule] = pick(ACCOUNTING_EVENTS, i);
      const variant = pick(TEMPLATE_VARIANTS, Math.floor(i / 6));
      return {
        id: recordNo('TPL', company.id, i),
        templateCode: `TPL-${voucherType.slice(0, 3)}-${String(i + 1).padStart(3, '0')}`,
        templateName: `${label} – ${variant}`,
        voucherType,
        businessEvent: event,
        status: i % 7 === 3 ? 'DISABLE' : 'ENABLE',
        description: i % 4 === 1 ? null : rule,
        updatedAt: sinstant(24 * ((i * 5) % 170) + 9),
      };
    },
  },
  {
    // Collections: most allocated in full, some in part, some not yet (a few without an invoice).
    pageId: 'proof.collect',
    count: 48,
    row: (company, i) => {
      // The i-th collection pays the company's i-th invoice: its buyer, currency, at most its amount.
      const inv = invoice(company, i % INVOICE_COUNT);
      const currency = inv.currency;
      const collected = share(cents(inv.invoiceAmount), 1 + (i % 4), 4, currency);
      const status = i % 5 === 4 ? 'UNALLOCATED' : i % 5 === 3 ? 'PARTIAL' : 'ALLOCATED';
      // Half the unallocated ones arrived without a remittance advice naming the invoice.
      const unmatched = status === 'UNALLOCATED' && i % 2 === 1;
      const allocated =
        status === 'ALLOCATED'
          ? collected
          : status === 'PARTIAL'
            ? share(collected, 3, 5, currency)
            : 0;
      return {
        id: recordNo('COL', company.id, i),
        collectionNo: `CL${company.code}${String(250001 + i)}`,
        payerName: inv.buyerName,
        invoiceNo: unmatched ? null : inv.invoiceNo,
        invoiceId: unmatched ? null : recordNo('INV', company.id, i % INVOICE_COUNT),
        currency,
        amount: money(collected, currency),
        allocatedAmount: money(allocated, currency),
        collectedDate: day(Math.min(inv.issued + 10 + ((i * 7) % 60), AS_OF)),
        allocationStatus: status,
        remark:
          status === 'UNALLOCATED'
            ? 'Awaiting remittance advice'
            : status === 'PARTIAL'
              ? 'Short payment: dilution under review'
              : null,
      };
    },
  },
  {
    // The vouchers sent to E1 in batches of five; the latest two batches are still pending.
    pageId: 'proof.eOne',
    count: 50,
    row: (company, i) => {
      const batch = Math.floor(i / 5);
      const batchDay = 20 + batch * 17;
      const status = batch >= 8 ? 'PENDING' : i % 7 === 3 ? 'FAILED' : 'SENT';
      return {
        id: recordNo('E1P', company.id, i),
        batchNo: `E1-${sday(batchDay).replaceAll('-', '')}-${String(batch + 1).padStart(2, '0')}`,
        documentNo: voucherNo(company, i),
        postingType: pick(E1_POSTING_TYPES, i, 3),
        currency: voucherCurrency(i),
        amount: voucherAmount(i),
        postedAt: status === 'PENDING' ? null : sinstant(batchDay * 24 + 17 + (i % 5)),
        syncStatus: status,
        message:
          status === 'FAILED'
            ? pick(E1_ERRORS, i)
            : status === 'SENT' && i % 3 !== 0
              ? `Accepted as E1 document ${String(5100000000 + i * 17)}`
              : null,
      };
    },
  },
  {
    // Ten finance orders whose discount is amortised evenly over January to June.
    pageId: 'report.amortization',
    count: 60,
    row: (company, i) => {
      const k = 20 + Math.floor(i / 6);
      const j = i % 6;
      const currency = orderCurrency(k);
      const total = cents(amount(k, 2_000, 60_000, currency));
      const monthly = share(total, 1, 6, currency);
      const toDate = j === 5 ? total : monthly * (j + 1);
      const thisPeriod = j === 5 ? total - monthly * 5 : monthly;
      return {
        id: recordNo('AMO', company.id, i),
        financeNo: financeNo(company, k),
        financeOrderId: paidOrder(company, k).id,
        buyerName: orderBuyer(company, k),
        period: month(j),
        currency,
        totalDiscount: money(total, currency),
        amortisedThisPeriod: money(thisPeriod, currency),
        amortisedToDate: money(toDate, currency),
        remainingAmount: money(total - toDate, currency),
        periodEndDate: monthEnd(j),
      };
    },
  },
];
