/**
 * The deterministic export set: 15 columns typical of a receivables list, as the row arrays the
 * worker feeds the writers (money as exact decimal strings, dates as "YYYY-MM-DD", datetimes as
 * "YYYY-MM-DD HH:mm:ss"). Seeded, so the same N gives the same rows on every run.
 *
 * Each row goes through JSON as the worker's rows do (server pages are parsed JSON, the engine's
 * strings are decoded text): built with template literals and `+=`, V8 keeps strings as
 * concatenation trees, and reading those made the csv writer twice as slow as on real rows.
 */
import type { ExportColumnSpec } from '../../src/worker/export/writer/types';
import { prng } from '../generate';

export const EXPORT_COLUMNS: readonly ExportColumnSpec[] = [
  { key: 'id', title: 'ID', type: 'number', widthPx: 80 },
  { key: 'invoiceNo', title: 'Invoice No.', type: 'text' },
  { key: 'buyerName', title: 'Buyer', type: 'text', widthPx: 220 },
  { key: 'currency', title: 'Currency', type: 'text', widthPx: 80 },
  { key: 'amount', title: 'Amount', type: 'money', currencyIndex: 3 },
  { key: 'outstanding', title: 'Outstanding', type: 'money', currencyIndex: 3 },
  { key: 'financed', title: 'Financed', type: 'money', currencyIndex: 3 },
  { key: 'issueDate', title: 'Issue date', type: 'date' },
  { key: 'dueDate', title: 'Due date', type: 'date' },
  { key: 'updatedAt', title: 'Updated', type: 'datetime' },
  { key: 'status', title: 'Status', type: 'text' },
  { key: 'daysOverdue', title: 'Days overdue', type: 'number' },
  { key: 'rate', title: 'Rate', type: 'percent' },
  { key: 'country', title: 'Country', type: 'text' },
  { key: 'remark', title: 'Remark', type: 'text', widthPx: 300 },
];

const DAY = 86_400_000;
const START = Date.UTC(2023, 0, 1);
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CURRENCIES = ['CNY', 'USD', 'EUR', 'HKD', 'JPY', 'GBP'];
const STATUSES = ['OPEN', 'FINANCED', 'OVERDUE', 'SETTLED', 'CANCELLED'];
const COUNTRIES = ['CN', 'US', 'DE', 'HK', 'JP', 'GB', 'SG', 'FR', 'NL', 'KR', 'IT', 'ES'];
const WORDS = [
  'Délai',
  'préavis',
  'Zahlung',
  'überfällig',
  '付款',
  '逾期',
  'rabatt',
  'Ölpreis',
  'a&b',
  '<ok>',
];

const money = (cents: number, jpy: boolean): string =>
  jpy ? String(Math.round(cents / 100)) : (cents / 100).toFixed(2);

export function exportRows(length: number, seed = 20240601): unknown[][] {
  const rnd = prng(seed);
  const int = (n: number) => Math.floor(rnd() * n);
  const buyers = Array.from(
    { length: 500 },
    (_, i) => `${i % 3 ? 'Global' : '上海'} Trading ${i} Co., Ltd.`,
  );
  const remarks = Array.from(
    { length: 1000 },
    (_, i) =>
      `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}${i % 10 === 0 ? ' 5% fee' : ''}`,
  );
  const days = Array.from({ length: 1400 }, (_, d) =>
    new Date(START + d * DAY).toISOString().slice(0, 10),
  );
  const rows: unknown[][] = new Array<unknown[]>(length);
  for (let i = 0; i < length; i++) {
    const currency = CURRENCIES[int(CURRENCIES.length)] as string;
    const jpy = currency === 'JPY';
    const cents = 100 + int(500_000_000);
    const issue = int(900);
    const updated = Math.min(1399, issue + int(300));
    let code = '';
    for (let k = 0; k < 8; k++) code += ALNUM[int(ALNUM.length)];
    const seconds = int(86_400);
    const time = `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
    const row = [
      i + 1,
      `INV-${2023 + (issue >> 9)}-${code}`,
      buyers[int(buyers.length)],
      currency,
      money(cents, jpy),
      rnd() < 0.1 ? null : money(Math.floor(cents * rnd()), jpy),
      money(Math.floor(cents * 0.8), jpy),
      days[issue],
      days[issue + 30 + int(150)],
      `${days[updated]} ${time}`,
      STATUSES[int(STATUSES.length)],
      rnd() < 0.3 ? null : int(400),
      Math.round(rnd() * 1500) / 100,
      COUNTRIES[int(COUNTRIES.length)],
      rnd() < 0.2 ? null : remarks[int(remarks.length)],
    ];
    rows[i] = JSON.parse(JSON.stringify(row)) as unknown[];
  }
  return rows;
}
