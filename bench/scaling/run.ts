/**
 * `npm run bench:scaling [-- --scale N] [-- --companies N] [-- --sample N] [-- --full N] [-- --json]`
 * (issue 21, docs/scaling.md): the receivables sync on a real PostgreSQL at 10 M receivables
 * spread over 1 000 suppliers.
 *
 * 1. A throwaway PostgreSQL cluster (scripts/ensure-postgres.ts: a temp folder, removed after).
 * 2. The reference server (its own process) reseeds it with `--scale` receivables over
 *    `--companies` suppliers (`--seed-companies`, seeded in SQL, indexes built after the load);
 *    prints the time.
 * 3. For `--sample` random companies (the same on every run): sign in over HTTP as the company's
 *    user, sync the five tables from the company's last seq (nothing changed), change a few of
 *    its receivables (updates, inserts, a delete with its payment, dilution, financing), then time
 *    its incremental sync: the receivables call alone and all five tables one after the other,
 *    as the worker does. p50/p99 by nearest rank. Each in both answer formats, JSON and Arrow
 *    (taking turns going first), when the server answers Arrow.
 * 4. A first (full) sync of `--full` companies (≈ scale / companies receivables each), both formats.
 * 5. EXPLAIN ANALYZE of the incremental statements, and the tables' sizes.
 * Prints `uptime` beside every phase (a shared machine). Benchmarks report; they never fail on a
 * target.
 */
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startThrowawayPostgres } from '../../scripts/ensure-postgres';
import { arSupplierIds, arSupplierUserName } from '../../server/seed/seed-ar-companies';
import { AR_SUPPLIER_ID } from '../../server/seed/seed-receivables';
import { DEMO_PASSWORD } from '../../server/seed/data/demo-users';
import { SYNC_TABLES, type SyncTable } from '../../src/api/endpoints/receivables/sync-table';
import { changeCompany, DELETES, INSERTS, lastSeqs, UPDATES, walOfTransaction } from './changes';
import { explain, syncRowsSql, syncTombstonesSql } from './explain';
import { signIn, syncAll, type SyncFormat } from './http';
import { sampleSeedPhases, walNow, walSince } from './seed-phases';
import type { ScalingReady } from './server-child';
import { ms, nearestRank, seededRandom, uptime } from './stats';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]?.replace(/_/g, '')) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number`);
  return value;
};
const scale = arg('scale', 10_000_000);
const companies = arg('companies', 1000);
const sampleSize = Math.min(arg('sample', 200), companies);
const fullCount = Math.min(arg('full', 5), companies);
const json = process.argv.includes('--json');
const log = (line: string) => {
  if (!json) console.log(line);
};
/** Rough disk need: rows, their indexes and the WAL of the load (≈ 10 GB measured at 10 M). */
const NEEDED_BYTES_PER_RECEIVABLE = 2500;

const userOf = (supplierId: string) =>
  supplierId === AR_SUPPLIER_ID ? 'supplier' : arSupplierUserName(supplierId);

function freeBytes(path: string): number {
  const out = execFileSync('df', ['-Pk', path], { encoding: 'utf8' }).trim().split('\n');
  return Number(out[1]?.split(/\s+/)[3] ?? 0) * 1024;
}

const report: Record<string, unknown> = { scale, companies, sampleSize };
log(`bench:scaling: ${scale} receivables over ${companies} companies on a throwaway PostgreSQL`);
log(execFileSync('df', ['-h', tmpdir()], { encoding: 'utf8' }).trim());
const needed = scale * NEEDED_BYTES_PER_RECEIVABLE;
if (freeBytes(tmpdir()) < needed) {
  throw new Error(`${tmpdir()} has less than the ${(needed / 1e9).toFixed(1)} GB this run needs`);
}

const postgres = await startThrowawayPostgres();
const staticDir = mkdtempSync(join(tmpdir(), 'bench-scaling-no-ui-'));
const pool = new pg.Pool({ connectionString: postgres.url, max: 2 });
let child: ReturnType<typeof fork> | undefined;
let exited: Promise<number | null> = Promise.resolve(null);
const cleanUp = () => {
  postgres.stop();
  rmSync(staticDir, { recursive: true, force: true });
};
process.once('SIGINT', () => {
  child?.kill('SIGKILL');
  cleanUp();
  process.exit(130);
});

try {
  // A bulk load: room for the index sorts, and no checkpoint every GB of WAL meanwhile.
  // shared_buffers stays at its default (128 MB; a restart would be needed): reads come from
  // the OS page cache, which holds the whole data set on this machine.
  for (const setting of [
    `maintenance_work_mem = '1GB'`,
    `max_wal_size = '8GB'`,
    `checkpoint_timeout = '30min'`,
  ]) {
    await pool.query(`ALTER SYSTEM SET ${setting}`);
  }
  await pool.query('SELECT pg_reload_conf()');
  // To count the WAL of one transaction (walOfTransaction).
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_walinspect');
  const version = await pool.query<{ v: string }>("SELECT current_setting('server_version') AS v");
  report.postgres = version.rows[0]?.v;
  log(`PostgreSQL ${String(report.postgres)} at ${postgres.url}`);

  log(`seeding… (${uptime()})`);
  const walBeforeSeed = await walNow(pool);
  const phases = sampleSeedPhases(pool);
  exited = new Promise<number | null>((r) => {
    child = fork(
      resolve('bench/scaling/server-child.ts'),
      [postgres.url, String(scale), String(companies), staticDir],
      { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    child.once('exit', r);
  });
  const ready = await new Promise<ScalingReady>((resolveReady, reject) => {
    child?.once('message', (m) => resolveReady(m as ScalingReady));
    void exited.then((code) => reject(new Error(`the server exited (${code}) before ready`)));
  });
  report.seedSeconds = ready.startupMs / 1000;
  report.seedPhaseSeconds = await phases.stop();
  report.seedWalBytes = await walSince(pool, walBeforeSeed);
  log(
    `seeded and listening in ${(ready.startupMs / 1000).toFixed(1)} s (migrations, the whole seed, indexes, ANALYZE) — ${uptime()}`,
  );
  log(`  seconds by phase (sampled each second): ${JSON.stringify(report.seedPhaseSeconds)}`);
  log(`  WAL written by the seed: ${(Number(report.seedWalBytes) / 1e9).toFixed(2)} GB`);
  const sizes = await pool.query<{ name: string; rows: number; total: string }>(
    `SELECT c.relname AS name, c.reltuples::float8 AS rows,
            pg_size_pretty(pg_total_relation_size(c.oid)) AS total
     FROM pg_class c WHERE c.relname IN ('receivables', 'ar_payments', 'ar_dilutions',
       'ar_financings', 'ar_buyers') ORDER BY pg_total_relation_size(c.oid) DESC`,
  );
  const database = await pool.query<{ size: string }>(
    'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
  );
  report.sizes = sizes.rows;
  report.databaseSize = database.rows[0]?.size;
  for (const s of sizes.rows)
    log(`  ${s.name}: ${Math.round(s.rows)} rows, ${s.total} with indexes`);
  log(`  database: ${String(report.databaseSize)}`);

  const random = seededRandom(21);
  const ids = arSupplierIds(AR_SUPPLIER_ID, companies);
  const sample: string[] = [];
  const left = [...ids];
  while (sample.length < sampleSize) {
    sample.push(left.splice(Math.floor(random() * left.length), 1)[0] as string);
  }

  const signInStarted = performance.now();
  const tokens = new Map<string, string>();
  for (const id of sample) tokens.set(id, await signIn(ready.url, userOf(id), DEMO_PASSWORD));
  log(`signed in ${sample.length} companies over HTTP in ${ms(performance.now() - signInStarted)}`);

  // Not counted: the first calls of a fresh server (connections, plan caches). They also tell
  // whether this server answers Arrow (issue 21, "Sync in binary"); if not, JSON only.
  const formats: SyncFormat[] = ['json'];
  for (const id of sample.slice(0, 3)) {
    const seqs = await lastSeqs(pool, id);
    await syncAll(ready.url, tokens.get(id) ?? '', 'receivables', seqs.receivables, 'json');
    try {
      await syncAll(ready.url, tokens.get(id) ?? '', 'receivables', seqs.receivables, 'arrow');
      if (!formats.includes('arrow')) formats.push('arrow');
    } catch (error) {
      log(`  no Arrow answer: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  report.formats = formats;

  log(`\nincremental sync of ${sample.length} companies (${formats.join(', ')}) — ${uptime()}`);
  const empty = () => ({ idle: [] as number[], receivables: [] as number[], all: [] as number[] });
  const timings = { json: empty(), arrow: empty() };
  let explainTarget: { id: string; since: number } | undefined;
  let changeWal = 0;
  /** A company's five tables one after the other, as the worker syncs them. */
  const syncCompany = async (id: string, since: Record<SyncTable, number>, format: SyncFormat) => {
    const token = tokens.get(id) ?? '';
    const out = { ms: 0, receivables: { ms: 0, rows: 0, deleted: 0 }, changes: 0 };
    for (const table of SYNC_TABLES) {
      const answer = await syncAll(ready.url, token, table, since[table], format);
      out.ms += answer.ms;
      out.changes += answer.rows + answer.deleted;
      if (table === 'receivables') out.receivables = answer;
    }
    return out;
  };
  for (const [n, id] of sample.entries()) {
    // Formats take turns going first, so neither always meets the colder caches.
    const order = n % 2 === 0 ? formats : [...formats].reverse();
    const seqs = await lastSeqs(pool, id);
    for (const format of order) {
      const quiet = await syncCompany(id, seqs, format);
      if (quiet.changes > 0) throw new Error(`${id}: ${format} sync saw changes before any`);
      timings[format].idle.push(quiet.ms);
    }
    const walBefore = await walNow(pool);
    const changed = await changeCompany(pool, id);
    changeWal += await walOfTransaction(pool, walBefore, changed.xid);
    if (
      changed.updated !== UPDATES ||
      changed.inserted !== INSERTS ||
      changed.deleted !== DELETES
    ) {
      throw new Error(`${id}: changed ${JSON.stringify(changed)}`);
    }
    for (const format of order) {
      const synced = await syncCompany(id, seqs, format);
      const { rows, deleted } = synced.receivables;
      if (rows !== UPDATES + INSERTS || deleted !== DELETES) {
        throw new Error(`${id}: the ${format} sync answered ${rows} rows, ${deleted} deleted`);
      }
      timings[format].receivables.push(synced.receivables.ms);
      timings[format].all.push(synced.ms);
    }
    explainTarget ??= { id, since: seqs.receivables };
  }
  const summary = (values: number[]) => ({
    p50: nearestRank(values, 50),
    p99: nearestRank(values, 99),
    max: Math.max(...values),
  });
  const line = (label: string, values: number[]) => {
    const s = summary(values);
    log(`  ${label}: p50 ${ms(s.p50)}, p99 ${ms(s.p99)}, max ${ms(s.max)}`);
  };
  const incremental: Record<string, unknown> = {
    changes: { updates: UPDATES, inserts: INSERTS, deletes: DELETES },
    walBytesPerCompanyChange: changeWal / sample.length,
  };
  for (const format of formats) {
    const t = timings[format];
    incremental[format] = {
      receivables: summary(t.receivables),
      allFiveTables: summary(t.all),
      nothingChangedAllFiveTables: summary(t.idle),
    };
    log(`  ${format}:`);
    line(`  receivables (${UPDATES + INSERTS} rows, ${DELETES} tombstone)`, t.receivables);
    line('  all five tables, one after the other', t.all);
    line('  all five tables, nothing changed', t.idle);
  }
  incremental.uptime = uptime();
  report.incremental = incremental;
  log(
    `  WAL per company's change (${UPDATES} updates, ${INSERTS} inserts, ${DELETES} delete with children; that transaction's records only): ${Math.round(changeWal / sample.length)} bytes`,
  );
  log(`  ${uptime()}`);

  log(`\nfirst (full) sync of ${fullCount} companies — ${uptime()}`);
  const full: Record<string, unknown>[] = [];
  for (const [n, id] of sample.slice(0, fullCount).entries()) {
    const token = tokens.get(id) ?? '';
    const order = n % 2 === 0 ? formats : [...formats].reverse();
    for (const format of order) {
      const tables: Record<string, unknown> = {};
      let total = 0;
      for (const table of SYNC_TABLES) {
        const answer = await syncAll(ready.url, token, table, 0, format);
        tables[table] = { rows: answer.rows, ms: answer.ms, bytes: answer.bytes };
        total += answer.ms;
        if (table === 'receivables') {
          log(
            `  ${id} ${format} receivables: ${answer.rows} rows, ${(answer.bytes / 1e6).toFixed(2)} MB on the wire, ${ms(answer.ms)}`,
          );
        }
      }
      log(`  ${id} ${format} all five tables: ${ms(total)}`);
      full.push({ company: id, format, tables, allFiveTablesMs: total });
    }
  }
  report.full = { companies: full, uptime: uptime() };
  log(`  ${uptime()}`);

  if (explainTarget) {
    const params = [explainTarget.id, explainTarget.since];
    const plans = {
      incrementalRows: await explain(pool, syncRowsSql, params),
      incrementalTombstones: await explain(pool, syncTombstonesSql, ['receivables', ...params]),
      fullRows: await explain(pool, syncRowsSql, [explainTarget.id, 0]),
    };
    report.explain = { company: explainTarget.id, sinceSeq: explainTarget.since, ...plans };
    log(`\nEXPLAIN ANALYZE, ${explainTarget.id} since seq ${explainTarget.since}:`);
    log(`-- changed rows (incremental)\n${plans.incrementalRows}`);
    log(`-- tombstones (incremental)\n${plans.incrementalTombstones}`);
    log(`-- changed rows from seq 0 (first sync)\n${plans.fullRows}`);
  }
  report.uptime = uptime();
  log(`\n${String(report.uptime)}`);
  if (json) console.log(JSON.stringify(report, null, 2));
} finally {
  await pool.end();
  // The server closes its pool before the cluster goes (at most 10 s).
  child?.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  cleanUp();
}
