import type { Answer, BenchQuery } from '../queries';
import type { ColumnSpec } from '../../src/worker/query/types';

/** One peer in the side-by-side run: load from the same Arrow IPC bytes, answer the same queries. */
export interface BenchEngine {
  name: string;
  /** Builds the engine's table from IPC bytes (the timed cold load); replaces any previous one. */
  load(ipc: Uint8Array, specs: ColumnSpec[]): Promise<void>;
  run(q: BenchQuery): Promise<Answer>;
  /** Drops the table so its memory can be measured and freed. */
  dispose(): Promise<void>;
}
