/**
 * `npm run bench [-- --json] [-- --rows N] [-- --runs N] [-- --load-runs N] [-- --warm-runs N] [-- --only ours,arquero]
 * [-- --save file.json] [-- --only-export | --skip-export] [-- --export-runs N] [-- --export-inline]
 * [-- --skip-aggregates]`:
 * generates
 * the deterministic receivables set, serialises it to Arrow IPC once, and measures every
 * engine on the same bytes in this one process, one engine at a time (load, queries, drop).
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { arg, generatedIpc } from './cli';
import { arqueroEngine } from './engines/arquero';
import { baselineEngine } from './engines/baseline';
import { duckdbEngine } from './engines/duckdb';
import type { BenchEngine } from './engines/engine';
import { oursEngine, type WarmableEngine } from './engines/ours';
import { QUERIES } from './queries';
import type { Answer } from './queries';
import { printReport } from './report';
import type { BenchReport, EngineResult } from './report';
import { checkAnswer } from './answers';
import { gc, heapBytes, peakRssBytes, sampleRss, time, timeQuery } from './timing';
import type { Timing } from './timing';
import type { ColumnSpec } from '../src/worker/query/types';
import { printExportReport, runExportBench } from './export/run-export';
import type { ExportBenchOptions } from './export/run-export';
import { printAggregateReport, runAggregateBench } from './aggregates/run-aggregates';

const MiB = 1024 * 1024;

const json = process.argv.includes('--json');
const rows = Number(arg('rows') ?? 1_000_000);
const runs = Number(arg('runs') ?? 20);
const loadRuns = Number(arg('load-runs') ?? 15);
/** A warm-up takes about a second at a million rows: fewer timed runs than a load. */
const warmRuns = Number(arg('warm-runs') ?? 5);
const only = arg('only')?.split(',');
const log = (s: string) => {
  if (!json) console.error(s);
};

function same(a: Answer, b: Answer): string | null {
  if (a.total !== b.total) return `total ${a.total} vs ours ${b.total}`;
  if (JSON.stringify(a.ids) !== JSON.stringify(b.ids)) return 'page rows differ from ours';
  if (a.sums && b.sums && JSON.stringify(a.sums) !== JSON.stringify(b.sums)) {
    return `sums ${JSON.stringify(a.sums)} vs ours ${JSON.stringify(b.sums)}`;
  }
  return null;
}

async function measure(
  engine: BenchEngine,
  ipc: Uint8Array,
  specs: ColumnSpec[],
  reference: Map<string, Answer>,
) {
  log(`${engine.name}: cold load ×${loadRuns}`);
  gc();
  const before = heapBytes();
  const load = await time(() => engine.load(ipc, specs), {
    warmup: 1,
    runs: loadRuns,
    between: gc,
  });
  gc();
  const heapDeltaMiB = (heapBytes() - before) / MiB;
  const rssAfterLoadMiB = sampleRss() / MiB;
  // Ours warms its table after loading (the worker does it after a cold load's first window):
  // load + warm-up is timed too, its heap counted, and the queries run on the warmed table, so
  // `first` is a query on a warmed table and the warm-up's cost shows in this line, not hidden.
  let warmed: Pick<EngineResult, 'loadWarm' | 'warmedHeapDeltaMiB'> = {};
  if ('warm' in engine) {
    const warmable = engine as WarmableEngine;
    log(`${engine.name}: load + warm-up ×${warmRuns}`);
    const loadWarm = await time(
      async () => {
        await warmable.load(ipc, specs);
        await warmable.warm();
      },
      { warmup: 1, runs: warmRuns, between: gc },
    );
    gc();
    warmed = { loadWarm, warmedHeapDeltaMiB: (heapBytes() - before) / MiB };
  }
  const queries: Record<string, Timing> = {};
  const mismatches: string[] = [];
  for (const q of QUERIES) {
    log(`${engine.name}: ${q.id} ×${runs}`);
    const { answer, timing } = await timeQuery(() => engine.run(q), runs);
    const diff = checkAnswer(reference, q.id, answer, same);
    if (diff) mismatches.push(diff);
    queries[q.id] = timing;
  }
  await engine.dispose();
  gc();
  const result: EngineResult = {
    engine: engine.name,
    load,
    ...warmed,
    queries,
    heapDeltaMiB,
    rssAfterLoadMiB,
    mismatches,
  };
  return result;
}

// The export section (bench/export): forked measurements of the xlsx/csv writers vs SheetJS.
const exportOptions: ExportBenchOptions = {
  rows,
  runs: Number(arg('export-runs') ?? 3),
  inline: process.argv.includes('--export-inline'),
  log,
};
if (process.argv.includes('--only-export')) {
  const exportReport = await runExportBench(exportOptions);
  if (json) console.log(JSON.stringify({ export: exportReport }, null, 2));
  else printExportReport(exportReport);
  process.exit(0);
}

log(`generating ${rows} rows…`);
const { ipc, specs } = generatedIpc(rows);
gc();
const timer = setInterval(sampleRss, 5);
const factories: [string, () => Promise<BenchEngine>][] = [
  ['ours', async () => oursEngine()],
  ['arquero', async () => arqueroEngine()],
  ['duckdb-wasm', duckdbEngine],
  ['js-array', async () => baselineEngine()],
];
const reference = new Map<string, Answer>();
const engines: EngineResult[] = [];
for (const [name, make] of factories) {
  if (only && !only.includes(name)) continue;
  engines.push(await measure(await make(), ipc, specs, reference));
}
// The dashboards' group-bys (issue 19), on the same bytes: `--skip-aggregates` leaves them out.
const aggregateReport = process.argv.includes('--skip-aggregates')
  ? undefined
  : await runAggregateBench({ ipc, specs, rows, runs, ...(only ? { only } : {}), log });
clearInterval(timer);
const report: BenchReport = {
  rows,
  node: process.version,
  cpus: cpus().length,
  ipcMiB: ipc.byteLength / MiB,
  engines,
  peakRssMiB: peakRssBytes() / MiB,
};
const exportReport = process.argv.includes('--skip-export')
  ? undefined
  : await runExportBench(exportOptions);
const output = {
  ...report,
  queries: QUERIES,
  ...(aggregateReport ? { aggregates: aggregateReport } : {}),
  ...(exportReport ? { export: exportReport } : {}),
};
const save = arg('save');
if (save) writeFileSync(save, `${JSON.stringify(output, null, 2)}\n`);
if (json) console.log(JSON.stringify(output, null, 2));
else {
  printReport(report, Object.fromEntries(QUERIES.map((q) => [q.id, q.title])));
  if (aggregateReport) printAggregateReport(aggregateReport);
  if (exportReport) printExportReport(exportReport);
}
