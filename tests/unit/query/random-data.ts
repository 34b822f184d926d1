/**
 * Seeded random tables and queries for the differential tests: empties, ties, mixed case,
 * Unicode (`İ`, final `Σ`, characters above U+FFFF and in U+E000–FFFF), `%`, `_`, `\` in data.
 */
import type { ColumnSpec, Filter, ListQuery } from '../../../src/worker/query/types';
import { mulberry32 } from '../../../src/shared/random/mulberry32';

export const prng = mulberry32;

export const COLUMNS: ColumnSpec[] = [
  { name: 'id', type: 'number' },
  { name: 'name', type: 'string' },
  { name: 'status', type: 'string' },
  { name: 'qty', type: 'number' },
  { name: 'amount', type: 'money' },
  { name: 'due', type: 'date' },
];

const WORDS = [
  'Alpha',
  'alpha',
  'ÄRGER',
  'ärger',
  'straße',
  '50% off',
  '100%',
  'a_b',
  'x.y',
  'İstanbul',
  '付款',
  '😀 smile',
  'Zeta',
  'ΣΑΣ',
  'ＡＢＣ ﬀ',
  'back\\slash',
  '',
];
const STATUSES = ['OPEN', 'open', 'CLOSED', 'Pending'];
const DATES = ['2024-01-01', '2024-01-31', '2024-02-29', '2024-03-15', '2023-12-31', '2025-06-30'];

export function randomRows(rnd: () => number, count: number): Record<string, unknown>[] {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const maybe = <T>(v: T): T | null | undefined | '' => {
    const r = rnd();
    return r < 0.06 ? null : r < 0.09 ? undefined : r < 0.12 ? '' : v;
  };
  return Array.from({ length: count }, (_, i) => {
    const cents = Math.floor(rnd() * 20001) - 5000;
    const money =
      rnd() < 0.5 ? (cents / 100).toFixed(rnd() < 0.5 ? 2 : cents % 10 === 0 ? 1 : 2) : cents / 100;
    return {
      id: i,
      name: maybe(`${pick(WORDS)}${rnd() < 0.3 ? ` ${pick(WORDS)}` : ''}`),
      status: maybe(pick(STATUSES)),
      qty: maybe(rnd() < 0.2 ? Math.round(rnd() * 1000) / 10 : Math.floor(rnd() * 7) - 2),
      amount: maybe(money),
      due: maybe(pick(DATES)),
    };
  });
}

const PATTERNS = [
  '%a%',
  '%ä%',
  'alpha',
  '%\u0025%',
  '%50\u0025%',
  '%%',
  '%',
  '',
  'A%',
  '%A',
  '%s%e%',
  '%straSSe%',
  '%_%',
  '%.%',
  '%İ%',
  '%i̇%',
  '%付%',
  '%😀%',
  'z%a',
  '%ö%',
  '%σ%',
  '%ς',
  '%ａ%',
  '%\\%',
  '%istanbul%',
  '%_b%',
  'σας',
];

export function randomQuery(rnd: () => number): ListQuery {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const filters: Filter[] = [];
  const count = Math.floor(rnd() * 4);
  for (let i = 0; i < count; i++) {
    const r = rnd();
    if (r < 0.25) {
      filters.push({
        field: 'due',
        kind: 'dateRange',
        from: rnd() < 0.3 ? null : pick(DATES),
        ...(rnd() < 0.7 ? { to: pick(DATES) } : {}),
      });
    } else if (r < 0.5) {
      const field = pick(['name', 'status', 'qty', 'amount', 'due']);
      const pool: (string | number)[] =
        field === 'status'
          ? [...STATUSES, '']
          : field === 'name'
            ? WORDS
            : field === 'due'
              ? DATES
              : field === 'amount'
                ? ['0.00', 1.5, '-12.3', 10, '']
                : [0, 1, 2, -1, 3];
      filters.push({
        field,
        kind: 'enum',
        values: Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => pick(pool)),
      });
    } else if (r < 0.75) {
      filters.push({ field: pick(['name', 'status']), kind: 'text', pattern: pick(PATTERNS) });
    } else {
      const field = pick(['qty', 'amount']);
      const bound = () =>
        field === 'amount' ? Math.floor(rnd() * 20001 - 5000) / 100 : Math.floor(rnd() * 8) - 2;
      filters.push({
        field,
        kind: 'range',
        ...(rnd() < 0.7 ? { min: bound() } : {}),
        ...(rnd() < 0.7 ? { max: bound() } : {}),
        minExclusive: rnd() < 0.5,
        maxExclusive: rnd() < 0.5,
      });
    }
  }
  const sortFields = ['name', 'status', 'qty', 'amount', 'due'];
  const sort = Array.from({ length: Math.floor(rnd() * 3) }, () => ({
    field: pick(sortFields),
    order: rnd() < 0.5 ? ('asc' as const) : ('desc' as const),
  }));
  return {
    filters,
    sort,
    page: 1 + Math.floor(rnd() * 3),
    size: 1 + Math.floor(rnd() * 15),
    ...(rnd() < 0.3 ? { distinctBy: pick(['name', 'status', 'qty', 'amount', 'due']) } : {}),
    ...(rnd() < 0.5 ? { sumBy: ['amount', 'qty'] } : {}),
  };
}
