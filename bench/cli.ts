/** What `npm run bench` and `npm run bench:aggregates` share: their flags and their data. */
import { generate, specsOf } from './generate';
import { toArrowIpc } from './to-arrow';
import type { ColumnSpec } from '../src/worker/query/types';

/** The value after `--name` on the command line. */
export function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The deterministic receivables set as Arrow IPC bytes, the bytes every engine loads. */
export function generatedIpc(rows: number): { ipc: Uint8Array; specs: ColumnSpec[] } {
  // Only the IPC bytes (and the column types) stay: the generator's million row strings would
  // otherwise sit in the same heap and make every engine's garbage collections slower.
  const data = generate(rows);
  return { ipc: toArrowIpc(data), specs: specsOf(data) };
}
