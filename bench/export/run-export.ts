/**
 * The export section of `npm run bench`: our streaming writers against SheetJS on the same
 * deterministic rows. Each (writer, size) runs in a fresh child process so peak memory is that
 * writer's alone; the children run one after the other, so the timings do not share the CPUs.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ExportMeasurement, WriterId } from './measurement';

export interface ExportBenchOptions {
  /** The large size (default 1 000 000); the SheetJS comparison uses min(200 000, large / 5). */
  rows: number;
  runs: number;
  /** Also measure every text inline, without shared strings (for docs/exports.md). */
  inline: boolean;
  log: (line: string) => void;
}

export interface ExportTarget {
  name: string;
  value: number;
  limit: string;
  met: boolean;
}

export interface ExportReport {
  largeRows: number;
  compareRows: number;
  measurements: ExportMeasurement[];
  ratios: { timeOursOverSheetJs: number; memoryOursOverSheetJs: number } | null;
  targets: ExportTarget[];
}

const child = fileURLToPath(new URL('./measure-child.ts', import.meta.url));

function measure(writer: WriterId, rows: number, runs: number): Promise<ExportMeasurement> {
  return new Promise((resolve, reject) => {
    const proc = fork(child, [writer, String(rows), String(runs)], {
      execArgv: ['--import', 'tsx', '--expose-gc', '--max-old-space-size=8192'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: ExportMeasurement | undefined;
    proc.on('message', (m) => {
      result = m as ExportMeasurement;
    });
    proc.on('error', reject);
    proc.on('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`${writer} at ${rows} rows exited with ${code} and no result`));
    });
  });
}

export async function runExportBench(opts: ExportBenchOptions): Promise<ExportReport> {
  const largeRows = opts.rows;
  const compareRows = Math.min(200_000, Math.max(1, Math.round(largeRows / 5)));
  const plan: [WriterId, number, number][] = [
    ['ours-xlsx', compareRows, opts.runs],
    // SheetJS takes seconds per run; its p50 of fewer runs is still far from ours.
    ['sheetjs-xlsx', compareRows, Math.min(opts.runs, 3)],
    ['ours-csv', compareRows, opts.runs],
    ['sheetjs-csv', compareRows, Math.min(opts.runs, 3)],
    ['ours-xlsx', largeRows, opts.runs],
    // The same writer with its compression on the writer's own core, for comparison.
    ['ours-xlsx-1core', largeRows, opts.runs],
    ['ours-csv', largeRows, opts.runs],
  ];
  if (opts.inline)
    plan.push(
      ['ours-xlsx-inline', compareRows, opts.runs],
      ['ours-xlsx-inline', largeRows, opts.runs],
    );
  const measurements: ExportMeasurement[] = [];
  for (const [writer, rows, runs] of plan) {
    opts.log(`export: ${writer} ${rows.toLocaleString('en')} × 15, ${runs} runs`);
    measurements.push(await measure(writer, rows, runs));
  }
  const find = (w: WriterId, rows: number) =>
    measurements.find((m) => m.writer === w && m.rows === rows);
  const ours = find('ours-xlsx', compareRows);
  const theirs = find('sheetjs-xlsx', compareRows);
  const ratios =
    ours && theirs && !theirs.error
      ? {
          timeOursOverSheetJs: ours.p50Ms / theirs.p50Ms,
          memoryOursOverSheetJs: ours.peakAboveDataMiB / theirs.peakAboveDataMiB,
        }
      : null;
  const bigXlsx = find('ours-xlsx', largeRows);
  const bigCsv = find('ours-csv', largeRows);
  const targets: ExportTarget[] = [];
  // The targets are stated for 1 000 000 rows; at other sizes they are only indicative.
  if (bigXlsx) {
    targets.push({
      name: `xlsx ${largeRows} × 15 time`,
      value: bigXlsx.p50Ms,
      limit: '≤ 4000 ms',
      met: bigXlsx.p50Ms <= 4000,
    });
    targets.push({
      name: `xlsx ${largeRows} × 15 memory above data`,
      value: bigXlsx.peakAboveDataMiB,
      limit: '≤ 300 MB',
      met: bigXlsx.peakAboveDataMiB * 1.048576 <= 300,
    });
  }
  if (bigCsv) {
    targets.push({
      name: `csv ${largeRows} × 15 time`,
      value: bigCsv.p50Ms,
      limit: '≤ 1500 ms',
      met: bigCsv.p50Ms <= 1500,
    });
  }
  if (ratios) {
    targets.push({
      name: `xlsx ${compareRows} × 15 time ours/SheetJS`,
      value: ratios.timeOursOverSheetJs,
      limit: '≤ 0.2 (5× faster)',
      met: ratios.timeOursOverSheetJs <= 0.2,
    });
    targets.push({
      name: `xlsx ${compareRows} × 15 peak memory ours/SheetJS`,
      value: ratios.memoryOursOverSheetJs,
      limit: '≤ 0.2 (5× less)',
      met: ratios.memoryOursOverSheetJs <= 0.2,
    });
  }
  return { largeRows, compareRows, measurements, ratios, targets };
}

export function printExportReport(r: ExportReport): void {
  const pad = (s: string, n: number) => s.padEnd(n);
  const lines = [
    '',
    `export writers (each measurement in a fresh process; memory = peak RSS − RSS with the rows generated)`,
  ];
  lines.push(
    `  ${pad('writer', 18)}${pad('rows', 11)}${pad('first ms', 10)}${pad('p50 ms', 9)}${pad('min ms', 9)}${pad('peak MiB', 10)}${pad('file MiB', 10)}runs`,
  );
  for (const m of r.measurements) {
    lines.push(
      `  ${pad(m.writer, 18)}${pad(m.rows.toLocaleString('en'), 11)}${pad(m.firstMs.toFixed(0), 10)}${pad(m.p50Ms.toFixed(0), 9)}${pad(m.minMs.toFixed(0), 9)}${pad(m.peakAboveDataMiB.toFixed(0), 10)}${pad(m.fileMiB.toFixed(1), 10)}${m.runs}${m.error ? `  error: ${m.error}` : ''}`,
    );
  }
  if (r.ratios) {
    lines.push(
      `  ours/SheetJS xlsx at ${r.compareRows.toLocaleString('en')}: time ${r.ratios.timeOursOverSheetJs.toFixed(3)} (${(1 / r.ratios.timeOursOverSheetJs).toFixed(1)}× faster), peak memory ${r.ratios.memoryOursOverSheetJs.toFixed(3)} (${(1 / r.ratios.memoryOursOverSheetJs).toFixed(1)}× less)`,
    );
  }
  for (const t of r.targets) {
    lines.push(
      `  target ${pad(t.name, 44)}${pad(t.value.toFixed(t.value < 10 ? 3 : 0), 10)}${pad(t.limit, 20)}${t.met ? 'met' : 'MISSED'}`,
    );
  }
  console.log(lines.join('\n'));
}
