import { amountProblems, minorUnits } from './amounts';
import { dateProblems } from './dates';
import { isMarkupOnly } from './markup';
import {
  RECORD_RULE_KEYS,
  textOf,
  type RecordCheckContext,
  type RecordProblem,
  type RecordValues,
} from './record-problem';

/** Free-text fields of the trading forms: markup alone is no text (isMarkupOnly). */
export const PURCHASE_TEXT_FIELDS = ['poNo', 'buyerName', 'remark'] as const;
export const INVOICE_TEXT_FIELDS = ['invoiceNo', 'poNo', 'buyerName', 'remark'] as const;
const LINE_TEXT_FIELDS = ['description'] as const;

/** Every named text field (and table cell) holding markup only. */
export function markupProblems(
  values: RecordValues,
  fields: readonly string[],
  tables: Readonly<Record<string, readonly string[]>> = {},
): RecordProblem[] {
  const problems: RecordProblem[] = fields.flatMap((field) => {
    const text = textOf(values, field);
    return text !== null && isMarkupOnly(text) ? [{ field, key: RECORD_RULE_KEYS.markupOnly }] : [];
  });
  for (const [table, cells] of Object.entries(tables)) {
    linesOf(values, table).forEach((line, row) => {
      for (const cell of cells) {
        const text = textOf(line, cell);
        if (text !== null && isMarkupOnly(text)) {
          problems.push({ field: `${table}.${row}.${cell}`, key: RECORD_RULE_KEYS.markupOnly });
        }
      }
    });
  }
  return problems;
}

/** A draft needs something to find it by: its business number or its buyer. */
export function draftIdentityProblems(
  values: RecordValues,
  context: RecordCheckContext,
  numberField: string,
): RecordProblem[] {
  if (!context.draft) return [];
  return textOf(values, numberField) === null && textOf(values, 'buyerName') === null
    ? [{ field: numberField, key: RECORD_RULE_KEYS.draftIdentity }]
    : [];
}

function linesOf(values: RecordValues, table: string): RecordValues[] {
  const rows = values[table];
  return Array.isArray(rows)
    ? rows.filter((r): r is RecordValues => typeof r === 'object' && r !== null)
    : [];
}

/**
 * Order lines (quantity × unit price) add up to the order amount, to the cent. Judged only when
 * there are lines and every quantity and price is a plain number (the cell rules judge the rest).
 */
export function linesTotalProblems(values: RecordValues): RecordProblem[] {
  const lines = linesOf(values, 'lines');
  const amount = textOf(values, 'amount');
  const amountUnits = amount === null ? null : minorUnits(amount);
  if (lines.length === 0 || amountUnits === null) return [];
  let total = 0n;
  for (const line of lines) {
    const quantity = textOf(line, 'quantity');
    const price = textOf(line, 'unitPrice');
    if (quantity === null || !/^\d+$/.test(quantity) || price === null) return [];
    const priceUnits = minorUnits(price);
    if (priceUnits === null) return [];
    total += BigInt(quantity) * priceUnits;
  }
  if (total === amountUnits) return [];
  const whole = total / 100n;
  const cents = String(total % 100n).padStart(2, '0');
  return [
    { field: 'amount', key: RECORD_RULE_KEYS.linesTotal, params: { total: `${whole}.${cents}` } },
  ];
}

/**
 * Every business rule of a purchase order the form can judge alone: dates, amount (and each
 * line's price) above 0 within the currency's precision, lines adding up to the amount, no
 * markup-only text, a draft with a number or a buyer. The server adds what needs the database:
 * a known buyer, a number not yet used (RECORD_RULE_KEYS.unknownBuyer, numberTaken).
 */
export function purchaseOrderProblems(
  values: RecordValues,
  context: RecordCheckContext,
): RecordProblem[] {
  const currency = textOf(values, 'currency');
  return [
    ...draftIdentityProblems(values, context, 'poNo'),
    ...markupProblems(values, PURCHASE_TEXT_FIELDS, { lines: LINE_TEXT_FIELDS }),
    ...amountProblems('amount', textOf(values, 'amount'), currency),
    ...linesOf(values, 'lines').flatMap((line, row) =>
      amountProblems(`lines.${row}.unitPrice`, textOf(line, 'unitPrice'), currency),
    ),
    ...linesTotalProblems(values),
    ...dateProblems(values, context),
  ];
}

/** A purchase order an invoice bills, as the company stores it. */
export interface BilledOrder {
  poNo: string;
  currency: string | null;
  buyerName: string | null;
}

/** The PO numbers an invoice names: one, or several separated by commas, semicolons or spaces. */
export function billedOrderNumbers(values: RecordValues): string[] {
  const text = textOf(values, 'poNo');
  if (text === null) return [];
  return [...new Set(text.split(/[\s,;，；]+/).filter((n) => n !== ''))];
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * An invoice's rules: those of any trading record (dates, amount, markup, draft identity), and,
 * when `orders` is given (the purchase orders its PO numbers name, as found), every named order
 * exists and has the invoice's currency and buyer.
 */
export function invoiceProblems(
  values: RecordValues,
  context: RecordCheckContext,
  orders?: readonly BilledOrder[],
): RecordProblem[] {
  const currency = textOf(values, 'currency');
  const buyer = textOf(values, 'buyerName');
  const problems = [
    ...draftIdentityProblems(values, context, 'invoiceNo'),
    ...markupProblems(values, INVOICE_TEXT_FIELDS),
    ...amountProblems('invoiceAmount', textOf(values, 'invoiceAmount'), currency),
    ...dateProblems(values, context),
  ];
  if (!orders) return problems;
  for (const poNo of billedOrderNumbers(values)) {
    const order = orders.find((o) => o.poNo === poNo);
    if (!order) {
      problems.push({ field: 'poNo', key: RECORD_RULE_KEYS.unknownOrder, params: { poNo } });
      continue;
    }
    if (currency !== null && order.currency !== null && order.currency !== currency) {
      problems.push({
        field: 'currency',
        key: RECORD_RULE_KEYS.orderCurrency,
        params: { poNo, currency: order.currency },
      });
    }
    if (buyer !== null && order.buyerName !== null && !sameName(order.buyerName, buyer)) {
      problems.push({
        field: 'buyerName',
        key: RECORD_RULE_KEYS.orderBuyer,
        params: { poNo, buyer: order.buyerName },
      });
    }
  }
  return problems;
}

/** A buyer of the company's counterparties, as the company search answers it. */
export interface KnownBuyer {
  code: string;
  name: string;
  nameEn: string;
}

/** The counterparty a buyer field names: by its code, or its local or English name. */
export function findBuyer(value: string, buyers: readonly KnownBuyer[]): KnownBuyer | undefined {
  return buyers.find(
    (b) => b.code === value || sameName(b.name, value) || sameName(b.nameEn, value),
  );
}
