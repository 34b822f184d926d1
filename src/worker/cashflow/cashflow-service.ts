/**
 * The forecast over the receivables cache: the rows are prepared once per sync and per day
 * (prepare-forecast.ts), then every what-if only re-buckets them (bucket-forecast.ts).
 */
import type {
  CashflowDrill,
  CashflowDrillView,
  CashflowForecast,
  CashflowInput,
} from '../../shared/dashboard/cashflow';
import type { Table } from '../query/types';
import { formatCents } from '../query/values';
import { bucketForecast, drillRows } from './bucket-forecast';
import { cacheSource, type CacheTables } from './cache-source';
import { cashflowDrill, cashflowInput } from './cashflow-input';
import { prepareForecast, type PreparedForecast } from './prepare-forecast';

export interface CashflowCache {
  rawTable(name: 'receivables' | 'payments' | 'dilutions' | 'financings'): Promise<Table>;
  synced(): Promise<boolean>;
}

export interface CashflowServiceDeps {
  cache: () => Promise<CashflowCache>;
  /** Today as a UTC day number: the server's day (the forecast's first day, docs/cashflow.md). */
  today: () => number;
}

const NAMES = ['receivables', 'payments', 'dilutions', 'financings'] as const;

export function createCashflowService(deps: CashflowServiceDeps) {
  let last: { tables: Table[]; asOfDay: number; prepared: PreparedForecast } | null = null;

  async function prepared(): Promise<{ prepared: PreparedForecast; synced: boolean }> {
    const cache = await deps.cache();
    const synced = await cache.synced();
    const tables = await Promise.all(NAMES.map((name) => cache.rawTable(name)));
    const asOfDay = deps.today();
    // rawTable answers a new Table after each sync commit: identity says whether rows changed.
    if (last && last.asOfDay === asOfDay && last.tables.every((t, i) => t === tables[i])) {
      return { prepared: last.prepared, synced };
    }
    const [receivables, payments, dilutions, financings] = tables as [Table, Table, Table, Table];
    const byName: CacheTables = { receivables, payments, dilutions, financings };
    const next = prepareForecast(cacheSource(byName), asOfDay);
    last = { tables, asOfDay, prepared: next };
    return { prepared: next, synced };
  }

  return {
    async forecast(input: CashflowInput): Promise<CashflowForecast> {
      const checked = cashflowInput(input);
      const { prepared: p, synced } = await prepared();
      return { ...bucketForecast(p, checked), synced };
    },
    async drill(input: CashflowInput, drill: CashflowDrill): Promise<CashflowDrillView> {
      const checked = cashflowInput(input);
      const which = cashflowDrill(drill);
      const { prepared: p } = await prepared();
      const { ids, made } = drillRows(p, checked, which);
      return {
        dataset: 'dueBalance',
        query: {
          filters: [
            { field: 'currency', kind: 'enum', values: [which.currency] },
            { field: 'id', kind: 'enum', values: ids },
          ],
          sort: [],
        },
        count: ids.length,
        made: made && {
          outstanding: formatCents(made.outstanding),
          dilution: formatCents(made.dilution),
          amount: formatCents(made.amount),
        },
      };
    },
  };
}
