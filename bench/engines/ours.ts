import { query, tableFromArrow } from '../../src/worker/query/engine';
import type { Table } from '../../src/worker/query/types';
import { toListQuery } from '../queries';
import type { BenchEngine } from './engine';

export function oursEngine(): BenchEngine {
  let table: Table | undefined;
  return {
    name: 'ours',
    load: async (ipc, specs) => {
      table = tableFromArrow(ipc, specs);
    },
    run: async (q) => {
      if (!table) throw new Error('not loaded');
      const r = query(table, toListQuery(q));
      return {
        total: r.total,
        ...(r.sums ? { sums: r.sums } : {}),
        ids: r.rows.map((row) => Number(row.id)),
      };
    },
    dispose: async () => {
      table = undefined;
    },
  };
}
