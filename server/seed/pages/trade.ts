import type { CompanySeed } from '../data/companies';
import { DEMO_USERS } from '../data/demo-users';
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
  SUPPLIERS,
} from './seed-values';

/** `fraction` of a money string, whole for JPY (two places on the wire either way). */
function share(total: string, fraction: number, currency: string): string {
  const value = Number(total) * fraction;
  return currency === 'JPY' ? `${Math.round(value)}.00` : value.toFixed(2);
}

/** A money string rounded down to a multiple of `step` (facility limits are round figures). */
function roundDown(total: string, step: number): string {
  return (Math.floor(Number(total) / step) * step).toFixed(2);
}

const PO_COUNT = 48;
export const INVOICE_COUNT = 54;

/**
 * Whether the company is the buyer of its i-th order or invoice: always for a company that only
 * buys, every sixth for one that sells and buys (it sees those while acting as BUYER).
 */
const buys = (company: CompanySeed, i: number) =>
  company.roles.includes('BUYER') && (!company.roles.includes('SUPPLIER') || i % 6 === 5);

/**
 * Who sold and who bought the i-th order or invoice of a company: the company itself on its side,
 * a counterparty on the other, each named as the company directory names it.
 */
export function tradeParties(company: CompanySeed, i: number) {
  return buys(company, i)
    ? { supplierName: pick(SUPPLIERS, i, 3), buyerName: company.name }
    : { supplierName: company.name, buyerName: pick(COUNTERPARTIES, i, 7) };
}

/**
 * The i-th purchase order of a company, issued between a year and twelve days before the seed
 * day and due 60–150 days after issue: the older ones have fallen due (settled or overdue), the
 * newer ones are still open or financed.
 */
export function purchaseOrder(company: CompanySeed, i: number) {
  const currency = pick(CURRENCIES, i, 5);
  const issued = AS_OF - 12 - (PO_COUNT - 1 - i) * 8;
  const due = issued + 60 + (i % 4) * 30;
  const entered = i % 8 === 6 ? 'OPEN' : i % 8 === 7 ? 'DRAFT' : null;
  const fallenDue = due < AS_OF;
  return {
    poNo: `PO${company.code}${String(20250001 + i * 3)}`,
    ...tradeParties(company, i),
    currency,
    total: amount(i, 5_000, 900_000, currency),
    issued,
    due,
    entered,
    status: entered ?? (!fallenDue ? 'FINANCED' : i % 3 === 2 ? 'OVERDUE' : 'SETTLED'),
  };
}

const OPEN_INVOICE_STATUSES = ['CONFIRMED', 'FINANCED'] as const;

/**
 * The i-th invoice of a company: the invoice, confirmation, deduction and collection pages all
 * read it, so an invoice number means the same buyer, currency, amount and dates on each. Invoice
 * i bills purchase order i (same PO number, parties and currency, at most its amount, issued a few
 * days after it) except every fifth one and those past the last order. Invoices that fell due
 * before the seed day are settled or overdue; the others are confirmed or financed.
 */
export function invoice(company: CompanySeed, i: number) {
  const billsOrder = i < PO_COUNT && i % 5 !== 4;
  const po = purchaseOrder(company, i);
  const issued = billsOrder ? po.issued + 3 + (i % 7) : AS_OF - 5 - ((i * 13) % 300);
  const due = issued + 30 * (1 + (i % 4));
  const currency = po.currency;
  const status =
    i % 9 === 0
      ? 'DRAFT'
      : due < AS_OF
        ? i % 3 === 0
          ? 'OVERDUE'
          : 'SETTLED'
        : pick(OPEN_INVOICE_STATUSES, i);
  return {
    invoiceNo: `INV${company.code}${String(20250101 + i * 7)}`,
    poNo: billsOrder ? po.poNo : null,
    supplierName: po.supplierName,
    buyerName: po.buyerName,
    currency,
    invoiceAmount: billsOrder
      ? share(po.total, 0.5 + (i % 5) * 0.1, currency)
      : amount(i, 2_000, 650_000, currency),
    status,
    issued,
    due,
  };
}

const INVOICE_REMARKS = [
  'Partial shipment; balance invoiced separately',
  'Payment terms per master agreement',
  '分批发货，余款另开发票',
] as const;

const CONFIRMATION_STATUSES = [
  'CONFIRMED',
  'PENDING',
  'CONFIRMED',
  'PARTIALLY_CONFIRMED',
  'CONFIRMED',
  'REJECTED',
] as const;

const DEDUCTION_REASONS = [
  'QUALITY_DEFECT',
  'SHORT_DELIVERY',
  'LATE_DELIVERY',
  'GOODS_RETURNED',
  'PRICE_ADJUSTMENT',
  'REBATE',
  'OTHER',
] as const;

const DEDUCTION_REMARKS: Record<(typeof DEDUCTION_REASONS)[number], string> = {
  QUALITY_DEFECT: 'Inspection found damaged units in lot',
  SHORT_DELIVERY: 'Received quantity below packing list',
  LATE_DELIVERY: 'Delivered after the agreed date; penalty per contract',
  GOODS_RETURNED: '客户退货，按退货单扣款',
  PRICE_ADJUSTMENT: 'Unit price corrected to the agreed price list',
  REBATE: 'Quarterly volume rebate',
  OTHER: 'Bank charges borne by the supplier',
};

const PRODUCTS = [
  'Receivables financing',
  'Payables financing',
  'Purchase order financing',
  'Dynamic discounting',
  'Pool factoring',
] as const;

const SIGN_STATUSES = [
  'SIGNED',
  'UNSIGNED',
  'SIGNED',
  'SIGNED',
  'EXPIRED',
  'UNSIGNED',
  'TERMINATED',
  'SIGNED',
] as const;

const BANKS = [
  'Bank of China Shenzhen Branch',
  'DBS Bank Ltd.',
  'HSBC Hong Kong',
  '招商银行深圳分行',
  'Standard Chartered Singapore',
  'MUFG Bank Tokyo',
  'Deutsche Bank Frankfurt',
] as const;

/** Who signed the company's contracts: its administrator among the demo users, if it has one. */
function signerOf(company: CompanySeed): string {
  const admin = DEMO_USERS.find(
    (u) => u.companyId === company.id && u.userRoles === 'Administrator',
  );
  return admin?.cname ?? 'Authorised signatory';
}

const ACCOUNT_CATEGORIES = ['1', '2', '3', '5', '7', '8', '9', '10', '11'] as const;

/** Purchase orders, invoices, confirmations, deductions, contracts and accounts of each company. */
export const tradeSeeds: readonly PageSeed[] = [
  // Purchase orders: a third financed in full, some in part, settled and overdue ones.
  {
    pageId: 'trading.purchase',
    count: PO_COUNT,
    row: (company, i) => {
      const po = purchaseOrder(company, i);
      const { total, currency } = po;
      return {
        id: recordNo('PO', company.id, i),
        poNo: po.poNo,
        supplierName: po.supplierName,
        buyerName: po.buyerName,
        currency,
        amount: total,
        financedAmount: po.entered ? '0.00' : i % 3 === 0 ? total : share(total, 0.6, currency),
        issueDate: day(po.issued),
        dueDate: day(po.due),
        remark: i % 5 === 0 ? 'Goods shipped in two lots' : null,
        status: po.status,
        createdAt: instant(po.issued * 24 + (i % 9)),
      };
    },
  },
  // Invoices: settled ones owe nothing, overdue ones part or all, the rest their full amount.
  {
    pageId: 'trading.invoice',
    count: INVOICE_COUNT,
    row: (company, i) => {
      const inv = invoice(company, i);
      const status = inv.status;
      const outstanding =
        status === 'SETTLED'
          ? '0.00'
          : status === 'OVERDUE' && i % 2 === 0
            ? share(inv.invoiceAmount, 0.45, inv.currency)
            : inv.invoiceAmount;
      return {
        id: recordNo('INV', company.id, i),
        invoiceNo: inv.invoiceNo,
        poNo: inv.poNo,
        poId: inv.poNo === null ? null : recordNo('PO', company.id, i),
        supplierName: inv.supplierName,
        buyerName: inv.buyerName,
        currency: inv.currency,
        invoiceAmount: inv.invoiceAmount,
        outstandingAmount: outstanding,
        issueDate: day(inv.issued),
        dueDate: day(inv.due),
        status,
        remark: i % 4 === 1 ? pick(INVOICE_REMARKS, i) : null,
        createdAt: instant(inv.issued * 24 + (i % 9)),
      };
    },
  },
  // Confirmations: pending ones have no amount or date yet, rejected ones confirm nothing.
  {
    pageId: 'confirmation.invoiceConfirmation',
    count: 45,
    row: (company, i) => {
      const inv = invoice(company, i);
      const status = pick(CONFIRMATION_STATUSES, i, 5);
      const confirmed =
        status === 'PENDING'
          ? null
          : status === 'REJECTED'
            ? '0.00'
            : status === 'PARTIALLY_CONFIRMED'
              ? share(inv.invoiceAmount, 0.8, inv.currency)
              : inv.invoiceAmount;
      return {
        id: recordNo('IC', company.id, i),
        confirmationNo: `IC${company.code}${String(20250001 + i * 2)}`,
        invoiceNo: inv.invoiceNo,
        invoiceId: recordNo('INV', company.id, i),
        supplierName: inv.supplierName,
        buyerName: inv.buyerName,
        currency: inv.currency,
        invoiceAmount: inv.invoiceAmount,
        confirmedAmount: confirmed,
        dueDate: day(inv.due),
        confirmedDate:
          status === 'PENDING' || status === 'REJECTED'
            ? null
            : day(Math.min(inv.issued + 2 + (i % 9), AS_OF)),
        confirmationStatus: status,
      };
    },
  },
  // Deductions: 1–15 % of the invoice, after its issue date; a third without a remark.
  {
    pageId: 'confirmation.deductionReport',
    count: 40,
    row: (company, i) => {
      const inv = invoice(company, i);
      const reason = pick(DEDUCTION_REASONS, i, 3);
      return {
        id: recordNo('DED', company.id, i),
        deductionNo: `DED${company.code}${String(20250001 + i * 5)}`,
        invoiceNo: inv.invoiceNo,
        invoiceId: recordNo('INV', company.id, i),
        buyerName: inv.buyerName,
        currency: inv.currency,
        invoiceAmount: inv.invoiceAmount,
        deductedAmount: share(inv.invoiceAmount, 0.01 + (i % 8) * 0.02, inv.currency),
        reasonType: reason,
        deductionDate: day(Math.min(inv.issued + 20 + (i % 25), AS_OF)),
        remark: i % 3 === 1 ? null : DEDUCTION_REMARKS[reason],
      };
    },
  },
  // Contracts: unsigned ones have no signed date; expired ones ended before the seed day, the rest after it.
  {
    pageId: 'contract.info',
    count: 36,
    row: (company, i) => {
      const currency = pick(CURRENCIES, i, 5);
      const product = pick(PRODUCTS, i, 3);
      const counterparty = pick(COUNTERPARTIES, i, 5);
      const signStatus = pick(SIGN_STATUSES, i, 3);
      const start = signStatus === 'EXPIRED' ? -800 + i * 7 : 150 + i * 12;
      const years = signStatus === 'EXPIRED' ? 1 : 2 + (i % 2);
      return {
        id: recordNo('CT', company.id, i),
        contractNo: `SCF-${company.code}-${String(2024001 + i)}`,
        contractName: `${product} agreement – ${counterparty}`,
        counterpartyName: counterparty,
        productName: product,
        funderName: pick(FUNDERS, i),
        currency,
        facilityLimit: roundDown(amount(i, 500_000, 20_000_000, currency), 10_000),
        signStatus,
        signedDate: signStatus === 'UNSIGNED' ? null : day(start),
        signedBy: signStatus === 'UNSIGNED' ? null : signerOf(company),
        expiryDate: day(start + 365 * years),
      };
    },
  },
  // Accounts: every seventh disabled, every eleventh awaiting activation (no balance, no movement).
  {
    pageId: 'accountOverview.accounts',
    count: 36,
    row: (company, i) => {
      const currency = pick(CURRENCIES, i, 5);
      const status = i % 11 === 10 ? 'PENDING_ACTIVATE' : i % 7 === 6 ? 'DISABLE' : 'ENABLE';
      const pending = status === 'PENDING_ACTIVATE';
      return {
        id: recordNo('ACC', company.id, i),
        accountNo: `6222${company.id.slice(1)}${String(100_003 + i * 7_919).padStart(8, '0')}`,
        accountName: company.name,
        bankName: pick(BANKS, i, 3),
        currency,
        accountCategory: pick(ACCOUNT_CATEGORIES, i, 4),
        availableBalance: pending ? '0.00' : amount(i, 0, 3_000_000, currency),
        frozenAmount: !pending && i % 4 === 0 ? amount(i + 11, 1_000, 200_000, currency) : '0.00',
        status,
        lastMovementDate: pending ? null : day(AS_OF - ((i * 13) % 200)),
      };
    },
  },
];
