/**
 * The receivables dashboard's aggregates (issue 19) as data each adapter translates into its own
 * dialect, and the one answer shape they are compared in: rows of strings (keys, then the
 * figures), money as decimals with two places, an empty key as null.
 */
export const AP = {
  /** A3's issue-date window and A4's ageing day (the bench data runs 2023-01 to 2025-06). */
  from: '2023-07-01',
  to: '2024-06-30',
  asOf: '2024-06-30',
  buyer: 'B0042',
} as const;

export type AggregateId = 'A1' | 'A2' | 'A3' | 'A4' | 'A5';

export interface AggregateBenchQuery {
  id: AggregateId;
  title: string;
}

export const AGGREGATES: AggregateBenchQuery[] = [
  { id: 'A1', title: 'KPI cards: outstanding per currency, total and OVERDUE (6 rows)' },
  { id: 'A2', title: 'top buyers: count + outstanding by buyerCode × currency (3,000 rows)' },
  {
    id: 'A3',
    title: `by-date series: count + amount by month(issueDate) × currency, issueDate ${AP.from}…${AP.to}`,
  },
  {
    id: 'A4',
    title: `ageing: count + outstanding by buyerCode × ageing(dueDate as of ${AP.asOf})`,
  },
  { id: 'A5', title: `cross-filter: A1 for buyerCode = ${AP.buyer}` },
];

export type AggregateAnswer = (string | null)[][];

/** Rows in one order whatever order an engine gave them (the comparison is not timed). */
export function canonical(answer: AggregateAnswer): AggregateAnswer {
  const key = (row: (string | null)[]) => JSON.stringify(row);
  return answer.slice().sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** Exact sum of decimal strings with two places, through BigInt cents. */
export function addMoney(a: string, b: string): string {
  const cents = (s: string) => {
    const negative = s.startsWith('-');
    const [whole = '0', fraction = '0'] = s.replace(/^-/, '').split('.');
    const c = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
    return negative ? -c : c;
  };
  const total = cents(a) + cents(b);
  const abs = total < 0n ? -total : total;
  return `${total < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
