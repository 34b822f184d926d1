import type { ColumnSpec } from '../../src/worker/query/types';
import type { AggregateAnswer, AggregateBenchQuery } from './queries';

/** One peer in the aggregate run: load from the same Arrow IPC bytes, answer the same aggregates. */
export interface AggregateEngine {
  name: string;
  load(ipc: Uint8Array, specs: ColumnSpec[]): Promise<void>;
  run(q: AggregateBenchQuery): Promise<AggregateAnswer>;
  dispose(): Promise<void>;
}
