/**
 * The seeded receivables history read once from the database (cents, UTC day numbers), and
 * what was known of it on a past day: the same accessors the worker gives the forecast
 * (src/worker/cashflow/forecast-source.ts), rebuilt from the rows dated on or before that day.
 */
import type { Db } from '../../server/db/db';
import type { ForecastSource } from '../../src/worker/cashflow/forecast-source';

export interface History {
  receivables: {
    id: Float64Array;
    buyer: string[];
    currency: string[];
    issue: Float64Array;
    due: Float64Array;
    amount: Float64Array;
  };
  payments: {
    receivableId: Float64Array;
    buyer: string[];
    currency: string[];
    day: Float64Array;
    amount: Float64Array;
  };
  dilutions: { receivableId: Float64Array; day: Float64Array; amount: Float64Array };
  financings: {
    receivableId: Float64Array;
    currency: string[];
    day: Float64Array;
    repayment: Float64Array;
    amount: Float64Array;
  };
}

const DAY = `- DATE '1970-01-01'`;

async function rows<T>(db: Db, sql: string): Promise<T[]> {
  return (await db.query<T>(sql)).rows;
}

export async function readHistory(db: Db): Promise<History> {
  const r = await rows<{ id: number; b: string; c: string; i: number; d: number; a: number }>(
    db,
    `SELECT id::float8 AS id, buyer_code AS b, currency AS c, (issue_date ${DAY}) AS i,
            (due_date ${DAY}) AS d, (amount * 100)::float8 AS a FROM receivables ORDER BY id`,
  );
  const p = await rows<{ r: number; b: string; c: string; d: number; a: number }>(
    db,
    `SELECT receivable_id::float8 AS r, buyer_code AS b, currency AS c, (payment_date ${DAY}) AS d,
            (amount * 100)::float8 AS a FROM ar_payments`,
  );
  const dl = await rows<{ r: number; d: number; a: number }>(
    db,
    `SELECT receivable_id::float8 AS r, (dilution_date ${DAY}) AS d, (amount * 100)::float8 AS a
     FROM ar_dilutions`,
  );
  const f = await rows<{ r: number; c: string; d: number; p: number; a: number }>(
    db,
    `SELECT receivable_id::float8 AS r, currency AS c, (financing_date ${DAY}) AS d,
            (repayment_date ${DAY}) AS p, (amount * 100)::float8 AS a FROM ar_financings`,
  );
  return {
    receivables: {
      id: Float64Array.from(r, (x) => x.id),
      buyer: r.map((x) => x.b),
      currency: r.map((x) => x.c),
      issue: Float64Array.from(r, (x) => x.i),
      due: Float64Array.from(r, (x) => x.d),
      amount: Float64Array.from(r, (x) => x.a),
    },
    payments: {
      receivableId: Float64Array.from(p, (x) => x.r),
      buyer: p.map((x) => x.b),
      currency: p.map((x) => x.c),
      day: Float64Array.from(p, (x) => x.d),
      amount: Float64Array.from(p, (x) => x.a),
    },
    dilutions: {
      receivableId: Float64Array.from(dl, (x) => x.r),
      day: Float64Array.from(dl, (x) => x.d),
      amount: Float64Array.from(dl, (x) => x.a),
    },
    financings: {
      receivableId: Float64Array.from(f, (x) => x.r),
      currency: f.map((x) => x.c),
      day: Float64Array.from(f, (x) => x.d),
      repayment: Float64Array.from(f, (x) => x.p),
      amount: Float64Array.from(f, (x) => x.a),
    },
  };
}

/** Indexes of the rows whose day is on or before `asOf`. */
const known = (days: Float64Array, asOf: number): number[] => {
  const out: number[] = [];
  for (let i = 0; i < days.length; i++) if ((days[i] as number) <= asOf) out.push(i);
  return out;
};

/**
 * What the supplier's cache held at the end of `asOf`: receivables issued by then with their
 * outstanding then (amount − payments by then) and the status it implies, the payments,
 * dilutions and financings dated by then (a financing's balance is its amount while its
 * receivable was still outstanding: the seed repays it with the payment).
 */
export function sourceAsOf(h: History, asOf: number): ForecastSource {
  const { receivables: rv, payments: pm, dilutions: dl, financings: fn } = h;
  const rows = known(rv.issue, asOf);
  const paid = new Map<number, number>();
  const payRows = known(pm.day, asOf);
  for (const i of payRows) {
    const id = pm.receivableId[i] as number;
    paid.set(id, (paid.get(id) ?? 0) + (pm.amount[i] as number));
  }
  const outstanding = rows.map(
    (i) => (rv.amount[i] as number) - (paid.get(rv.id[i] as number) ?? 0),
  );
  const financedIds = new Set<number>();
  const finRows = known(fn.day, asOf);
  for (const i of finRows) financedIds.add(fn.receivableId[i] as number);
  const outstandingOf = new Map(rows.map((i, k) => [rv.id[i] as number, outstanding[k] as number]));
  const status = (k: number) => {
    const i = rows[k] as number;
    const left = outstanding[k] as number;
    if (left <= 0) return 'PAID';
    if ((rv.due[i] as number) < asOf) return 'OVERDUE';
    return left < (rv.amount[i] as number) ? 'PARTIALLY_PAID' : 'OPEN';
  };
  const dilRows = known(dl.day, asOf);
  return {
    receivables: {
      length: rows.length,
      id: (k) => rv.id[rows[k] as number] as number,
      buyerCode: (k) => rv.buyer[rows[k] as number] as string,
      currency: (k) => rv.currency[rows[k] as number] as string,
      dueDay: (k) => rv.due[rows[k] as number] as number,
      outstanding: (k) => outstanding[k] as number,
      status,
      financed: (k) => financedIds.has(rv.id[rows[k] as number] as number),
    },
    payments: {
      length: payRows.length,
      receivableId: (k) => pm.receivableId[payRows[k] as number] as number,
      paymentDay: (k) => pm.day[payRows[k] as number] as number,
      amount: (k) => pm.amount[payRows[k] as number] as number,
    },
    dilutions: {
      length: dilRows.length,
      receivableId: (k) => dl.receivableId[dilRows[k] as number] as number,
      amount: (k) => dl.amount[dilRows[k] as number] as number,
    },
    financings: {
      length: finRows.length,
      receivableId: (k) => fn.receivableId[finRows[k] as number] as number,
      currency: (k) => fn.currency[finRows[k] as number] as string,
      repaymentDay: (k) => fn.repayment[finRows[k] as number] as number,
      balance: (k) => {
        const left = outstandingOf.get(fn.receivableId[finRows[k] as number] as number) ?? 0;
        return left > 0 ? (fn.amount[finRows[k] as number] as number) : 0;
      },
      status: (k) =>
        (outstandingOf.get(fn.receivableId[finRows[k] as number] as number) ?? 0) > 0
          ? 'ACTIVE'
          : 'REPAID',
    },
  };
}
