import { z } from 'zod';
import { boundedNumber } from '../../../shared/validation/input/numbers';
import { calendarDate, dateTime } from '../../../shared/validation/input/dates';
import { freeText, identifier, TEXT_LIMITS } from '../../../shared/validation/input/text';
import { pagedRequestSchema, pageSchema } from '../../contract/paged';

/** Base path of every receivables-analytics call (spec 000 §7). */
export const AR_BASE = '/api/{product}-financial-transaction/ar/management';

/** An exact amount: decimal string with two places, '.' and no grouping ("4326750.50"). */
export const money = z.string().regex(/^-?\d+\.\d{2}$/, 'a decimal with two places');
/** A real calendar date `YYYY-MM-DD` (2024-02-30 and 0000-00-00 are refused, not sent to SQL). */
export const isoDate = calendarDate;
/** A month of a by-date series, "2025-03". */
export const isoMonth = z.string().regex(/^\d{4}-\d{2}$/);

/**
 * Filters of the (non-paged) analytics calls, all optional: one currency, one buyer, and a range
 * of the call's own date (issue date for receivables, payment date, dilution date, due date for
 * due balances), both ends included.
 */
export const arFilterBody = z.object({
  currency: identifier(16).optional(),
  buyerCode: identifier().optional(),
  beginDate: isoDate.optional(),
  endDate: isoDate.optional(),
});
export type ArFilter = z.infer<typeof arFilterBody>;

/** Per-currency figure: an exact sum and how many records make it. */
export const currencyAmountRow = z.object({
  currency: z.string(),
  amount: money,
  count: z.number().int(),
});

/** Column kinds of a paged table: what `{field}`, `{field}Begin`/`End` and the modes accept. */
export type ColumnKind = 'text' | 'date' | 'money' | 'int' | 'number' | 'bool' | 'timestamp';
export type TableColumns = Readonly<Record<string, ColumnKind>>;

const textValue = freeText(TEXT_LIMITS.name);
const textFilter = z.union([textValue, z.array(textValue).max(20000)]);
const rangeValue: Record<ColumnKind, z.ZodType | null> = {
  text: null,
  bool: null,
  date: isoDate,
  timestamp: dateTime,
  // Bounded so the text fits numeric(20, 2) and a number stays exact enough to compare.
  money: z.union([
    z
      .string()
      .max(20)
      .regex(/^-?\d+(\.\d{1,2})?$/),
    boundedNumber,
  ]),
  int: boundedNumber,
  number: boundedNumber,
};

function fieldsOf(columns: TableColumns, kinds: readonly ColumnKind[]): [string, ...string[]] {
  const names = Object.keys(columns).filter((k) => kinds.includes(columns[k] as ColumnKind));
  return (names.length > 0 ? names : ['-']) as [string, ...string[]];
}

/**
 * The paged request of a table (spec 000 §3, §7): pageNum, pageSize (≤ 20 000), orderByField,
 * isDesc; per column `{field}` (text: one value or a list, equality), `{field}Begin`/`{field}End`
 * (dates, amounts, numbers; ends included); `filterFields` limits which `{field}` filters apply
 * (all given ones when absent). Three modes answer one row instead of records:
 * `amountSumByField` → rows[0].totalAmount; `dateFilterByField` → rows[0].minTime/maxTime;
 * `filterByField` → the distinct values of a text column as rows of `{ value }` (options of a
 * column filter), paged. `amountSumByField` with `sumGroupByField` (a text column, e.g. the
 * currency) answers one row per value of that column, `{ group, totalAmount, count }`, ordered by
 * group: a summary row's per-currency sums in one request instead of one per currency.
 * A text filter of `''` or `ALL` means "all" (spec 000 §3); a list naming `ALL` too.
 */
export function pagedTableBody(
  columns: TableColumns,
  /** Kinds `amountSumByField` may name; other tables (accounts) also sum whole numbers. */
  sumKinds: readonly ColumnKind[] = ['money'],
) {
  const shape: Record<string, z.ZodType> = {};
  for (const [field, kind] of Object.entries(columns)) {
    if (kind === 'text') shape[field] = textFilter.optional();
    if (kind === 'bool') shape[field] = z.boolean().optional();
    const range = rangeValue[kind];
    if (range) {
      shape[`${field}Begin`] = range.optional();
      shape[`${field}End`] = range.optional();
    }
  }
  return pagedRequestSchema.extend({
    ...shape,
    orderByField: z.enum(Object.keys(columns) as [string, ...string[]]).optional(),
    amountSumByField: z.enum(fieldsOf(columns, sumKinds)).optional(),
    dateFilterByField: z.enum(fieldsOf(columns, ['date', 'timestamp'])).optional(),
    filterByField: z.enum(fieldsOf(columns, ['text'])).optional(),
    sumGroupByField: z.enum(fieldsOf(columns, ['text'])).optional(),
  });
}

/** rows[0] of an amountSumByField request. */
export const totalAmountRow = z.object({ totalAmount: money, count: z.number().int() });
/** A row of an amountSumByField + sumGroupByField request; `group` null for records without. */
export const groupSumRow = z.object({
  group: z.string().nullable(),
  totalAmount: money,
  count: z.number().int(),
});
/** rows[0] of a dateFilterByField request; null on an empty selection. */
export const dateRangeRow = z.object({
  minTime: z.string().nullable(),
  maxTime: z.string().nullable(),
});
/** A row of a filterByField request. */
export const optionRow = z.object({ value: z.string() });

/** A page of records, or the one-row answers of the sum, date-range and option modes. */
export function pagedTableData<Row extends z.ZodObject>(row: Row) {
  // The grouped sum before the plain one: a union keeps the first match and would drop `group`.
  return pageSchema(z.union([row, groupSumRow, totalAmountRow, dateRangeRow, optionRow]));
}
