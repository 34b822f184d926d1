/**
 * The deterministic receivables set every engine is measured on: 15 columns, seeded PRNG, so
 * the same N gives the same bytes on every run and machine. Columns are produced column-wise
 * (codes + dictionary or Float64Array with NaN for empty) so that the Arrow and row-object
 * forms are built from one source.
 */
import type { ColumnSpec } from '../src/worker/query/types';
import { mulberry32 } from '../src/shared/random/mulberry32';

export type GeneratedColumn =
  | { spec: ColumnSpec; kind: 'dict'; codes: Int32Array; dict: string[] }
  | { spec: ColumnSpec; kind: 'text'; strings: (string | null)[] }
  | { spec: ColumnSpec; kind: 'numeric'; values: Float64Array };

export interface Dataset {
  length: number;
  columns: GeneratedColumn[];
}

/** Seeded floats in [0, 1) for test data. */
export const prng = mulberry32;

const DAY = 86_400_000;
const START = Date.UTC(2023, 0, 1) / DAY;
const iso = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CURRENCIES = ['CNY', 'USD', 'EUR', 'HKD', 'JPY', 'GBP'];
const STATUSES = ['OPEN', 'FINANCED', 'OVERDUE', 'SETTLED', 'CANCELLED'];
const COUNTRIES = ['CN', 'US', 'DE', 'HK', 'JP', 'GB', 'SG', 'FR', 'NL', 'KR', 'IT', 'ES'];
const WORDS = ['Délai', 'préavis', 'Zahlung', 'überfällig', '付款', '逾期', 'rabatt', 'Ölpreis'];

export function generate(length: number, seed = 20240601): Dataset {
  const rnd = prng(seed);
  const int = (n: number) => Math.floor(rnd() * n);
  const buyers = 500;
  const buyerCodes = Array.from({ length: buyers }, (_, i) => `B${String(i + 1).padStart(4, '0')}`);
  const buyerNames = Array.from(
    { length: buyers },
    (_, i) => `${i % 3 === 0 ? 'shanghai' : 'Global'} ${ALNUM[i % 52]}${i} Trading Co.`,
  );
  const remarks = Array.from({ length: 1000 }, (_, i) => {
    const w = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`;
    return i % 10 === 0 ? `${w} 5% fee` : w;
  });
  const days = Array.from({ length: 1200 }, (_, d) => iso(START + d));

  const id = new Float64Array(length);
  const buyer = new Int32Array(length);
  const currency = new Int32Array(length);
  const status = new Int32Array(length);
  const issue = new Int32Array(length);
  const due = new Int32Array(length);
  const amount = new Float64Array(length);
  const outstanding = new Float64Array(length);
  const invoiceNo: string[] = new Array<string>(length);
  const country = new Int32Array(length);
  const overdue = new Float64Array(length);
  const financed = new Int32Array(length);
  const remark = new Int32Array(length);
  const updated = new Int32Array(length);
  for (let i = 0; i < length; i++) {
    id[i] = i + 1;
    buyer[i] = int(buyers);
    currency[i] = int(CURRENCIES.length);
    status[i] = int(STATUSES.length);
    const issueDay = int(900);
    issue[i] = issueDay;
    due[i] = issueDay + 30 + int(150);
    const cents = 100 + int(500_000_000);
    amount[i] = cents / 100;
    outstanding[i] = rnd() < 0.1 ? Number.NaN : Math.floor(cents * rnd()) / 100;
    let code = '';
    for (let k = 0; k < 8; k++) code += ALNUM[int(62)];
    invoiceNo[i] = `INV-${2023 + (issueDay >> 9)}-${code}`;
    country[i] = int(COUNTRIES.length);
    overdue[i] = rnd() < 0.3 ? Number.NaN : int(400);
    financed[i] = rnd() < 0.05 ? -1 : int(2);
    remark[i] = rnd() < 0.2 ? -1 : int(remarks.length);
    updated[i] = Math.min(1199, issueDay + int(300));
  }
  const dict = (name: string, type: ColumnSpec['type'], codes: Int32Array, d: string[]) =>
    ({ spec: { name, type }, kind: 'dict', codes, dict: d }) as const;
  const num = (name: string, type: ColumnSpec['type'], values: Float64Array) =>
    ({ spec: { name, type }, kind: 'numeric', values }) as const;
  return {
    length,
    columns: [
      num('id', 'number', id),
      dict('buyerCode', 'string', buyer, buyerCodes),
      dict('buyerName', 'string', buyer, buyerNames),
      dict('currency', 'string', currency, CURRENCIES),
      dict('status', 'string', status, STATUSES),
      dict('issueDate', 'date', issue, days),
      dict('dueDate', 'date', due, days),
      num('amount', 'money', amount),
      num('outstanding', 'money', outstanding),
      { spec: { name: 'invoiceNo', type: 'string' }, kind: 'text', strings: invoiceNo },
      dict('country', 'string', country, COUNTRIES),
      num('daysOverdue', 'number', overdue),
      dict('financed', 'string', financed, ['N', 'Y']),
      dict('remark', 'string', remark, remarks),
      dict('updatedAt', 'date', updated, days),
    ],
  };
}

export const specsOf = (data: Dataset): ColumnSpec[] => data.columns.map((c) => c.spec);

/** Row objects with null for empty: the array-of-objects form the baseline and createTable use. */
export function toRows(data: Dataset): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = new Array<Record<string, unknown>>(data.length);
  for (let i = 0; i < data.length; i++) {
    const row: Record<string, unknown> = {};
    for (const c of data.columns) {
      if (c.kind === 'dict') {
        const code = c.codes[i] as number;
        row[c.spec.name] = code < 0 ? null : c.dict[code];
      } else if (c.kind === 'text') row[c.spec.name] = c.strings[i];
      else {
        const v = c.values[i] as number;
        row[c.spec.name] = v !== v ? null : v;
      }
    }
    rows[i] = row;
  }
  return rows;
}
