/**
 * The forecast's rows read from the cache's engine tables (rawTable): money columns are
 * already integer cents and date columns UTC day numbers, so the accessors only index arrays.
 */
import type { Column, NumericColumn, StringColumn, Table } from '../query/types';
import type { ForecastSource } from './forecast-source';

const EMPTY_NUMBERS = new Float64Array(0);

function numbers(table: Table, name: string): Float64Array {
  const col: Column | undefined = table.columns.get(name);
  if (col === undefined || table.length === 0) return EMPTY_NUMBERS;
  if (col.kind !== 'numeric') throw new Error(`cashflow: column ${name} is not numeric`);
  return (col as NumericColumn).values;
}

/** A string column as an accessor; its dictionary is decoded once. */
function strings(table: Table, name: string): (i: number) => string {
  const col: Column | undefined = table.columns.get(name);
  if (col === undefined || table.length === 0) return () => '';
  if (col.kind !== 'string') throw new Error(`cashflow: column ${name} is not text`);
  const { codes } = col as StringColumn;
  const dict = (col as StringColumn).dict();
  return (i) => {
    const code = codes[i] as number;
    return code < 0 ? '' : (dict[code] as string);
  };
}

export interface CacheTables {
  receivables: Table;
  payments: Table;
  dilutions: Table;
  financings: Table;
}

export function cacheSource(t: CacheTables): ForecastSource {
  const r = t.receivables;
  const financed = strings(r, 'financed');
  // A payment's id is its receivable's id (docs/receivables-sync.md); a receivableId column wins.
  const paidId = t.payments.columns.get('receivableId') ? 'receivableId' : 'id';
  const dilutedId = t.dilutions.columns.get('receivableId') ? 'receivableId' : 'id';
  const at = (values: Float64Array) => (i: number) => values[i] as number;
  return {
    receivables: {
      length: r.length,
      id: at(numbers(r, 'id')),
      buyerCode: strings(r, 'buyerCode'),
      currency: strings(r, 'currency'),
      dueDay: at(numbers(r, 'dueDate')),
      outstanding: at(numbers(r, 'outstanding')),
      status: strings(r, 'status'),
      financed: (i) => financed(i) === 'true',
    },
    payments: {
      length: t.payments.length,
      receivableId: at(numbers(t.payments, paidId)),
      paymentDay: at(numbers(t.payments, 'paymentDate')),
      amount: at(numbers(t.payments, 'amount')),
    },
    dilutions: {
      length: t.dilutions.length,
      receivableId: at(numbers(t.dilutions, dilutedId)),
      amount: at(numbers(t.dilutions, 'amount')),
    },
    financings: {
      length: t.financings.length,
      receivableId: at(numbers(t.financings, 'receivableId')),
      currency: strings(t.financings, 'currency'),
      repaymentDay: at(numbers(t.financings, 'repaymentDate')),
      balance: at(numbers(t.financings, 'balance')),
      status: strings(t.financings, 'status'),
    },
  };
}
