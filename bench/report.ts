/** Printing of the side-by-side table: p50/p95 per engine and query, ratios ours / peer. */
import type { Timing } from './timing';

export interface EngineResult {
  engine: string;
  load: Timing;
  /** Load, then every column and cache built (ours: warm-table.ts); the queries then run on that table. */
  loadWarm?: Timing;
  /** Heap + ArrayBuffers after load + warm-up minus before the loads (MiB). */
  warmedHeapDeltaMiB?: number;
  queries: Record<string, Timing>;
  /** Heap + ArrayBuffers after load minus before, and RSS after load (MiB). */
  heapDeltaMiB: number;
  rssAfterLoadMiB: number;
  mismatches: string[];
}

export interface BenchReport {
  rows: number;
  node: string;
  cpus: number;
  ipcMiB: number;
  engines: EngineResult[];
  peakRssMiB: number;
}

const f = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
const pad = (s: string, n: number) => s.padEnd(n);

/** A section's header and one line per engine that ran it: first, p50, p95, ours / peer. */
export function timingLines(
  rows: readonly { engine: string; timing: Timing | undefined }[],
  ours: Timing | undefined,
): string[] {
  const lines = [
    `  ${pad('engine', 13)}${pad('first ms', 10)}${pad('p50 ms', 9)}${pad('p95 ms', 9)}ours/peer p50 (p95)`,
  ];
  for (const { engine, timing: t } of rows) {
    if (!t) continue;
    const ratio =
      engine === 'ours' || !ours
        ? ''
        : `${(ours.p50 / t.p50).toFixed(3)} (${(ours.p95 / t.p95).toFixed(3)})`;
    lines.push(
      `  ${pad(engine, 13)}${pad(f(t.first), 10)}${pad(f(t.p50), 9)}${pad(f(t.p95), 9)}${ratio}`,
    );
  }
  return lines;
}

export function printReport(r: BenchReport, titles: Record<string, string>): void {
  const ours = r.engines.find((e) => e.engine === 'ours');
  const lines: string[] = [];
  lines.push(
    `rows ${r.rows.toLocaleString('en')} · Arrow IPC ${r.ipcMiB.toFixed(1)} MiB · node ${r.node} · ${r.cpus} cpus`,
  );
  const warmed = r.engines.some((e) => e.loadWarm);
  const sections: Record<string, string> = {
    load: 'cold load: table from Arrow IPC bytes',
    ...(warmed
      ? { 'load+warm': 'load + warm-up (ours: every column and cache built; peers: their load)' }
      : {}),
    ...titles,
  };
  for (const [key, title] of Object.entries(sections)) {
    lines.push('');
    lines.push(`${key}: ${title}`);
    const of = (e: EngineResult) =>
      key === 'load' ? e.load : key === 'load+warm' ? (e.loadWarm ?? e.load) : e.queries[key];
    lines.push(
      ...timingLines(
        r.engines.map((e) => ({ engine: e.engine, timing: of(e) })),
        ours && of(ours),
      ),
    );
  }
  lines.push('');
  lines.push(
    'memory (MiB): heap+ArrayBuffer delta after load / RSS after load / delta after load + warm-up',
  );
  for (const e of r.engines) {
    const warm = e.warmedHeapDeltaMiB === undefined ? '' : e.warmedHeapDeltaMiB.toFixed(0);
    lines.push(
      `  ${pad(e.engine, 13)}${pad(e.heapDeltaMiB.toFixed(0), 8)}${pad(e.rssAfterLoadMiB.toFixed(0), 8)}${warm}`,
    );
  }
  lines.push(`peak RSS of the whole run: ${r.peakRssMiB.toFixed(0)} MiB`);
  for (const e of r.engines) for (const m of e.mismatches) lines.push(`note: ${e.engine}: ${m}`);
  console.log(lines.join('\n'));
}
