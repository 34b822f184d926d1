/**
 * `npx tsx bench/sync-server/run.ts [--data-dir DIR] [--rounds N] [--tables a,b] [--touch N] [--json]`
 * (issue 21, "Sync in binary"): the server alone answering a first sync of every receivables
 * table in Arrow, as the worker asks for it (pages of 50,000 from seq 0, `countRemaining` on the
 * first, gzip), over HTTP from this process. Per table and round: pages, rows, bytes on the wire
 * and the time from the first request to the last page decoded (the client's gunzip and Arrow
 * read included: ≈ 5 % of it). Whether each page came from the stored snapshot or the database
 * is the server's count (`syncSnapshotServed`). The data folder is not copied: give a copy of
 * the 1M bench database (`cp -r .data/bench-1000000 .data/bench-s1-1000000`); its snapshots are
 * kept beside it, in `<dir>-files/sync-snapshots`. With `--touch N`, after the rounds, N random
 * receivables are changed (the demo touch: the snapshot is then older than the table) and two
 * more rounds run: the one that reads the changed pages again, and the one after it.
 * Per table, the server's own split of its answers (the route's timeline, summed over the
 * pages): the sign-in gate's database turns, the head (the snapshot's state check or the
 * database's cut), and the body until its last byte left (file reads, gzip, the socket), and how
 * many pages were sent as stored (gzip bytes from disk), from the snapshot otherwise, or read.
 * With `--busy`, another session asks the due-balance table ordered by amount (a heavy query:
 * 1–3 s of PGlite at 1M) back to back during the rounds, as the dashboard's server figures may
 * while a first sync runs: what the sync's database turns then wait.
 * Prints `uptime` beside every table.
 */
import { execFileSync } from 'node:child_process';
import { startServer } from '../../server/app';
import { arrowSyncSent } from '../../server/handlers/receivables/sync-arrow-route';
import { syncSnapshotServed } from '../../server/handlers/receivables/sync-snapshot/snapshot-pages';
import { resolvePath } from '../../src/api/contract/endpoint';
import { demoTouch } from '../../src/api/endpoints/receivables/demo-touch';
import { queryDueBalanceTable } from '../../src/api/endpoints/receivables/query-due-balance-table';
import { SYNC_TABLES, type SyncTable } from '../../src/api/endpoints/receivables/sync-table';
import { signIn, syncPage } from '../scaling/http';

const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const dataDir = option('data-dir') ?? '.data/bench-s1-1000000';
const rounds = Number(option('rounds') ?? 2);
const tables = (option('tables')?.split(',') ?? SYNC_TABLES) as SyncTable[];
const touch = Number(option('touch') ?? 0);
const json = process.argv.includes('--json');
const busy = process.argv.includes('--busy');
const uptime = () =>
  execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/^.*load/, 'load');
const log = (line: string) => {
  if (!json) console.log(line);
};

interface TableRun {
  table: SyncTable;
  round: number;
  pages: number;
  rows: number;
  mb: number;
  ms: number;
  slowestPageMs: number;
  fromSnapshot: number;
  /** The server's split, summed over the pages, ms. */
  gateMs: number;
  headMs: number;
  bodyMs: number;
  /** Pages sent as stored (gzip bytes from disk, nothing compressed). */
  asStored: number;
  load: string;
}

async function firstSync(url: string, token: string, table: SyncTable, round: number) {
  const servedBefore = syncSnapshotServed.pages;
  const answersBefore = arrowSyncSent.timeline.length;
  let since = 0;
  let pages = 0;
  let rows = 0;
  let bytes = 0;
  let slowest = 0;
  const started = performance.now();
  for (let first = true; ; first = false) {
    const timed = await syncPage(url, token, table, since, first, 'arrow');
    pages++;
    rows += timed.page.rows.length;
    bytes += timed.bytes;
    slowest = Math.max(slowest, timed.ms);
    since = timed.page.nextSeq;
    if (timed.page.done) break;
  }
  const answers = arrowSyncSent.timeline.slice(answersBefore);
  const sum = (part: (a: (typeof answers)[number]) => number) =>
    Math.round(answers.reduce((total, a) => total + part(a), 0));
  const run: TableRun = {
    table,
    round,
    pages,
    rows,
    mb: Math.round(bytes / 10_000) / 100,
    ms: Math.round(performance.now() - started),
    slowestPageMs: Math.round(slowest),
    fromSnapshot: syncSnapshotServed.pages - servedBefore,
    gateMs: sum((a) => a.gatedAt - a.askedAt),
    headMs: sum((a) => a.headAt - a.gatedAt),
    bodyMs: sum((a) => a.endedAt - a.headAt),
    asStored: answers.filter((a) => a.source === 'stored').length,
    load: uptime(),
  };
  log(
    `  ${table.padEnd(11)} ${String(rows).padStart(9)} rows ${String(pages).padStart(3)} pages` +
      ` ${run.mb.toFixed(2).padStart(6)} MB ${(run.ms / 1000).toFixed(2).padStart(6)} s` +
      ` (slowest page ${run.slowestPageMs} ms, ${run.fromSnapshot} from the snapshot, ${run.asStored} as stored)  ${run.load}`,
  );
  log(
    `  ${''.padEnd(11)} server: gate ${run.gateMs} ms, head ${run.headMs} ms, body ${run.bodyMs} ms`,
  );
  return run;
}

async function touchReceivables(url: string, token: string) {
  const response = await fetch(new URL(resolvePath(demoTouch.path, 'scf', undefined), url), {
    method: 'POST',
    headers: { appId: 'scf-portal', token, 'content-type': 'application/json' },
    body: JSON.stringify({ count: touch }),
  });
  const envelope = (await response.json()) as { code: number };
  if (envelope.code !== 200) throw new Error(`demo touch: ${JSON.stringify(envelope)}`);
  log(`touched ${touch} receivables: the snapshot of receivables is now older than the table`);
}

/** Heavy queries back to back until `stop.now`; answers their durations (ms). */
async function heavyQueries(url: string, token: string, stop: { now: boolean }) {
  const path = new URL(resolvePath(queryDueBalanceTable.path, 'scf', undefined), url);
  const times: number[] = [];
  while (!stop.now) {
    const started = performance.now();
    const response = await fetch(path, {
      method: 'POST',
      headers: { appId: 'scf-portal', token, 'content-type': 'application/json' },
      body: JSON.stringify({ pageNum: 1, pageSize: 20, orderByField: 'amount', isDesc: true }),
    });
    const envelope = (await response.json()) as { code: number };
    if (envelope.code !== 200) throw new Error(`heavy query: ${JSON.stringify(envelope)}`);
    times.push(performance.now() - started);
  }
  return times;
}

async function main() {
  log(`starting the reference server on ${dataDir}…  ${uptime()}`);
  const server = await startServer({
    port: 0,
    dataDir,
    quiet: true,
    staticDir: '/nonexistent',
    demoTools: true,
  });
  const runs: TableRun[] = [];
  try {
    log(
      `  started in ${server.startupMs} ms, ${server.seedScale.toLocaleString('en')} receivables`,
    );
    const token = await signIn(server.url, 'supplier', 'Demo#2026');
    const stop = { now: false };
    const heavy = busy
      ? heavyQueries(server.url, await signIn(server.url, 'supplier', 'Demo#2026'), stop)
      : undefined;
    const total = rounds + (touch > 0 ? 2 : 0);
    for (let round = 1; round <= total; round++) {
      if (round === rounds + 1) await touchReceivables(server.url, token);
      log(`round ${round}: first sync of each table (Arrow, gzip, pages of 50,000)`);
      let total = 0;
      for (const table of tables) {
        const run = await firstSync(server.url, token, table, round);
        runs.push(run);
        total += run.ms;
      }
      log(`  all tables: ${(total / 1000).toFixed(2)} s`);
    }
    stop.now = true;
    const times = (await heavy) ?? [];
    if (busy) {
      const sorted = [...times].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
      log(`heavy queries meanwhile: ${times.length}, median ${Math.round(median)} ms`);
    }
  } finally {
    await server.close();
  }
  if (json) console.log(JSON.stringify({ dataDir, runs }, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
