import type { ChunkStore } from '../../../src/db/storage';
import { decodeRows } from '../../../src/worker/receivables/chunk-codec';
import { TABLE_LAYOUTS, type CachedTable } from '../../../src/worker/receivables/table-layouts';

/** Every stored row of a table as an object, in chunk (key) order. */
export async function storedRows(chunks: ChunkStore, table: CachedTable) {
  const layout = TABLE_LAYOUTS[table];
  const records = (await chunks.list(table)).sort((a, b) => (a.minKey < b.minKey ? -1 : 1));
  return records.flatMap((record) => {
    const rows = decodeRows(layout, record.bytes);
    return Array.from({ length: rows.length }, (_, i) =>
      Object.fromEntries(layout.columns.map((c, k) => [c.name, rows.value(k, i)])),
    );
  });
}
