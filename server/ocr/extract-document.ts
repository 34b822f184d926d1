import { findAmount, findCurrency } from './extract-amount';
import { findDate } from './extract-date';
import { labelledValue, textLines } from './labelled-value';

/** Labels of one kind of document: its number, and the labels every trade document shares. */
export interface DocumentLabels {
  number: readonly string[];
}

export interface DocumentFields {
  number: string | null;
  issueDate: string | null;
  dueDate: string | null;
  currency: string | null;
  amount: string | null;
  buyerName: string | null;
}

const ISSUE_DATE = [
  'Invoice Date',
  'Issue Date',
  'Date of Issue',
  'Issued on',
  'Issued',
  'Order Date',
  'PO Date',
  '开票日期',
  '开立日期',
  '发票日期',
  '订单日期',
  '下单日期',
  // Last: a bare "Date" at the start of a line, never the "Date" inside "Due Date".
  '^\\s*Date',
] as const;

const DUE_DATE = [
  'Due Date',
  'Payment Due Date',
  'Payment Due',
  'Date Due',
  'Due on',
  'Due',
  '付款到期日',
  '到期日期',
  '到期日',
  '付款日期',
  '交货日期',
] as const;

const AMOUNT = [
  'Total Amount Due',
  'Amount Due',
  'Total Amount',
  'Grand Total',
  'Invoice Amount',
  'Invoice Total',
  'Order Total',
  'Total Due',
  'Balance Due',
  'Total',
  'Amount',
  '价税合计',
  '合计金额',
  '金额合计',
  '总金额',
  '发票金额',
  '订单金额',
  '合计',
] as const;

const CURRENCY = ['Currency', '币种', '货币'] as const;

const BUYER = [
  'Bill To',
  'Billed To',
  'Sold To',
  'Buyer Name',
  'Buyer',
  'Customer Name',
  'Customer',
  'Purchaser',
  '购买方名称',
  '购方名称',
  '购买方',
  '买方名称',
  '买方',
  '采购方',
] as const;

/** A document number: letters, digits and - / _ . with at least one digit, first on the line. */
const NUMBER = /^[#:：\s]*([A-Za-z0-9][A-Za-z0-9\-/_.]*\d[A-Za-z0-9\-/_.]*|\d+)/;

const firstNumber = (value: string): string | null => {
  const m = NUMBER.exec(value);
  return m?.[1]?.replace(/[.\-/_]+$/, '') ?? null;
};

/** A name: what follows the label, up to a column gap or the next label-like "Xxx:" part. */
const nameOf = (value: string): string | null => {
  const name = value
    .split(/\s{3,}|\t|\s+[A-Z][A-Za-z ]{1,20}[:：]/)[0]
    ?.replace(/^名称[:：]?\s*/, '')
    .trim();
  return name && /[\p{L}]/u.test(name) && name.length <= 200 ? name : null;
};

/**
 * The fields of a trade document (invoice, purchase order) found in its recognised text. Each is
 * read from the line its label is on (or the next line); the currency also from beside the
 * amount, and the amount, failing any label, is not guessed. Null for what is not found.
 */
export function extractDocument(text: string, labels: DocumentLabels): DocumentFields {
  const lines = textLines(text);
  const number = labelledValue(lines, labels.number, (v) => firstNumber(v) !== null);
  const issue = labelledValue(lines, ISSUE_DATE, (v) => findDate(v) !== null);
  const due = labelledValue(lines, DUE_DATE, (v) => findDate(v) !== null);
  const amount = labelledValue(lines, AMOUNT, (v) => findAmount(v) !== null);
  const currency = labelledValue(lines, CURRENCY, (v) => findCurrency(v) !== null);
  const buyer = labelledValue(lines, BUYER, (v) => nameOf(v) !== null);
  return {
    number: number && firstNumber(number.value),
    issueDate: issue && findDate(issue.value),
    dueDate: due && findDate(due.value),
    currency:
      (currency && findCurrency(currency.value)) ?? (amount && findCurrency(amount.line)) ?? null,
    amount: amount && findAmount(amount.value),
    buyerName: buyer && nameOf(buyer.value),
  };
}
