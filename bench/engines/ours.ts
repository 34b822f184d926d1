import { query, tableFromArrow } from '../../src/worker/query/engine';
import type { Table } from '../../src/worker/query/types';
import { warm } from '../../src/worker/query/warm-table';
import { toListQuery } from '../queries';
import type { BenchEngine } from './engine';

/** Ours can also warm its table (issue 21): the bench times load and load + warm-up apart. */
export interface WarmableEngine extends BenchEngine {
  /** Builds every column and cache of the loaded table, as the worker does after a cold load. */
  warm(): Promise<void>;
}

export function oursEngine(): WarmableEngine {
  let table: Table | undefined;
  return {
    name: 'ours',
    load: async (ipc, specs) => {
      table = tableFromArrow(ipc, specs);
    },
    warm: async () => {
      if (!table) throw new Error('not loaded');
      await warm(table);
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
