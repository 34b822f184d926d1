/**
 * `npm run bench:server [-- --seconds N] [-- --json] [-- --scale N] [-- --clients N]`: can one
 * user hold the reference server for everyone? (issue 16; docs/reference-server.md)
 *
 * The server runs alone in a child process (its RSS is the server's), on PGlite seeded with
 * `--scale` receivables (default 100 000) in `.data/bench-server-<scale>`, kept between runs so
 * only the first seeds (`BENCH_DATABASE_URL` points it at a PostgreSQL instead).
 * 1. `--clients` (20) concurrent clients of one user for `--seconds` (30): a declared page list
 *    (purchase orders), the payment history table sorted by a random column at a random page,
 *    and the due-balance aggregate; meanwhile another user's userInfo, one call at a time.
 *    Prints throughput, the light call's p50/p99 and the server's peak RSS.
 * 2. One 100 MB upload (a real ZIP of random bytes, stored, made on disk and streamed from it):
 *    the server's peak RSS above its idle size and the light call's p50/p99 meanwhile.
 * Benchmarks print numbers next to their targets; they never fail on them.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { tradeLists } from '../../src/api/endpoints/pages/groups/trade';
import { queryDueBalance } from '../../src/api/endpoints/receivables/query-due-balance';
import { queryPaymentHistoryTable } from '../../src/api/endpoints/receivables/query-payment-history-table';
import { userInfo } from '../../src/api/endpoints/session/user-info';
import { ZIP_MAX_BYTES } from '../../src/shared/upload/upload-limits';
import { makeRandomZip } from './make-zip';
import { percentile, runHeavy, runProbe, type Caller, type HeavyKind } from './load';
import { resetPeak, rssOf, sampleRss } from './rss';
import type { ChildReady } from './server-child';
import { uploadFromDisk } from './upload';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const seconds = Number(arg('seconds') ?? 30);
const scale = Number(arg('scale') ?? 100_000);
const clients = Number(arg('clients') ?? 20);
const json = process.argv.includes('--json');
const log = (line: string) => {
  if (!json) console.log(line);
};

const TARGET_LIGHT_P99_MS = 250;
const TARGET_UPLOAD_RSS_MB = 300;
const HEAVY_USER = 'supplier';
const LIGHT_USER = 'buyer';
const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

const purchaseOrders = tradeLists[0];
if (!purchaseOrders) throw new Error('no declared trade list');
const kinds: HeavyKind[] = [
  {
    name: 'list (purchase orders)',
    endpoint: purchaseOrders.endpoint,
    body: () => ({ pageNum: 1 + Math.floor(Math.random() * 3), pageSize: 50 }),
  },
  {
    name: 'sorted (payment history)',
    endpoint: queryPaymentHistoryTable,
    body: () => ({
      pageNum: 1 + Math.floor(Math.random() * 50),
      pageSize: 100,
      orderByField: pick(['paymentDate', 'amount', 'buyerName', 'invoiceNo']),
      isDesc: Math.random() < 0.5,
    }),
  },
  { name: 'aggregate (due balance)', endpoint: queryDueBalance, body: () => ({}) },
];

const dataDir = resolve(`.data/bench-server-${scale}`);
log(
  `bench:server: ${scale} receivables in ${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : `${dataDir} (the first run seeds)`}, ${clients} clients, ${seconds} s`,
);
const child = fork(
  resolve('bench/server/server-child.ts'),
  [dataDir, String(scale), `${HEAVY_USER},${LIGHT_USER}`],
  {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  },
);
const childExit = new Promise<number | null>((r) => child.once('exit', r));
const workDir = mkdtempSync(join(tmpdir(), 'bench-server-'));

try {
  const ready = await new Promise<ChildReady>((resolveReady, reject) => {
    child.once('message', (m) => resolveReady(m as ChildReady));
    void childExit.then((code) =>
      reject(new Error(`the server exited (${code}) before it was ready`)),
    );
  });
  const pid = child.pid as number;
  const caller: Caller = { url: ready.url, product: 'scf' };
  const heavyToken = ready.tokens[HEAVY_USER] as string;
  const lightToken = ready.tokens[LIGHT_USER] as string;
  log(
    `server ready at ${ready.url} (${ready.seeded ? 'seeded now' : 'data kept'}, started in ${ready.startupMs} ms)`,
  );

  // The upload's file first, so making it does not compete with the measured phases.
  const zipPath = join(workDir, 'bench-upload.zip');
  const zipBytes = makeRandomZip(zipPath, ZIP_MAX_BYTES - 64 * 1024);

  await sleep(1000);
  const idleRss = rssOf(pid).rss;
  const quiet = await runProbe(caller, userInfo, lightToken, sleep(3000));

  // Phase 1: the heavy load and the light probe together.
  const peakReset1 = resetPeak(pid);
  const sampler1 = sampleRss(pid);
  const stop1 = sleep(seconds * 1000);
  const [heavy, probe1] = await Promise.all([
    runHeavy(caller, heavyToken, kinds, clients, stop1),
    runProbe(caller, userInfo, lightToken, stop1),
  ]);
  const sampled1 = sampler1.stop();
  const loadPeak = peakReset1 ? Math.max(sampled1, rssOf(pid).peak) : sampled1;

  // Phase 2: one 100 MB upload, idle size measured just before it.
  await sleep(2000);
  const uploadIdle = rssOf(pid).rss;
  const peakReset2 = resetPeak(pid);
  const sampler2 = sampleRss(pid, 20);
  let uploadDone!: () => void;
  const stop2 = new Promise<void>((r) => (uploadDone = r));
  const probe2Run = runProbe(caller, userInfo, lightToken, stop2);
  const upload = await uploadFromDisk(
    new URL('/api/scf-company/sysAttachment/upload', ready.url).toString(),
    heavyToken,
    zipPath,
    'application/zip',
  )
    // A server that dies of the upload (it did before issue 16) is a result, not a crash.
    .catch((error: unknown) => ({
      code: -1,
      messageKey: `connection failed: ${error instanceof Error ? error.message : String(error)}`,
      ms: Number.NaN,
    }))
    .finally(uploadDone);
  const probe2 = await probe2Run;
  const sampled2 = sampler2.stop();
  const uploadPeak = peakReset2 ? Math.max(sampled2, rssOf(pid).peak) : sampled2;

  const ms = (v: number) => Math.round(v);
  const result = {
    scale,
    clients,
    seconds,
    database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
    idleRssMb: ms(idleRss / MB),
    lightAlone: {
      calls: quiet.latencies.length,
      p50Ms: ms(percentile(quiet.latencies, 50)),
      p99Ms: ms(percentile(quiet.latencies, 99)),
    },
    load: {
      throughput: Object.fromEntries(
        Object.entries(heavy).map(([name, s]) => [
          name,
          {
            okPerSecond: +(s.ok / seconds).toFixed(1),
            ok: s.ok,
            refused: s.refused,
            failed: s.failed,
          },
        ]),
      ),
      light: {
        calls: probe1.latencies.length,
        notOk: probe1.notOk,
        p50Ms: ms(percentile(probe1.latencies, 50)),
        p99Ms: ms(percentile(probe1.latencies, 99)),
        targetP99Ms: TARGET_LIGHT_P99_MS,
      },
      peakRssMb: ms(loadPeak / MB),
    },
    upload: {
      fileMb: +(zipBytes / MB).toFixed(1),
      code: upload.code,
      ...(upload.messageKey ? { messageKey: upload.messageKey } : {}),
      ms: ms(upload.ms),
      idleRssMb: ms(uploadIdle / MB),
      peakRssMb: ms(uploadPeak / MB),
      peakAboveIdleMb: ms((uploadPeak - uploadIdle) / MB),
      targetAboveIdleMb: TARGET_UPLOAD_RSS_MB,
      light: {
        calls: probe2.latencies.length,
        notOk: probe2.notOk,
        p50Ms: ms(percentile(probe2.latencies, 50)),
        p99Ms: ms(percentile(probe2.latencies, 99)),
      },
    },
  };

  if (json) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    log(
      `\nidle server RSS ${result.idleRssMb} MB; light call alone: p50 ${result.lightAlone.p50Ms} ms, p99 ${result.lightAlone.p99Ms} ms (${result.lightAlone.calls} calls)`,
    );
    log(`\n${clients} heavy clients (${HEAVY_USER}) for ${seconds} s:`);
    for (const [name, t] of Object.entries(result.load.throughput)) {
      const refused = Object.entries(t.refused).map(([code, n]) => `${n}× code ${code}`);
      log(
        `  ${name.padEnd(26)} ${String(t.okPerSecond).padStart(7)} ok/s${refused.length ? `, refused ${refused.join(', ')}` : ''}${t.failed ? `, ${t.failed} failed` : ''}`,
      );
    }
    const l = result.load.light;
    log(
      `  light call (${LIGHT_USER} userInfo): p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms over ${l.calls} calls (target p99 ≤ ${TARGET_LIGHT_P99_MS} ms: ${met(l.p99Ms <= TARGET_LIGHT_P99_MS)})${l.notOk ? `, ${l.notOk} not ok` : ''}`,
    );
    log(`  server peak RSS ${result.load.peakRssMb} MB`);
    const u = result.upload;
    log(
      `\none ${u.fileMb} MB ZIP upload: code ${u.code}${u.messageKey ? ` (${u.messageKey})` : ''} in ${u.ms} ms`,
    );
    log(
      `  server RSS idle ${u.idleRssMb} MB, peak ${u.peakRssMb} MB: +${u.peakAboveIdleMb} MB (target ≤ +${TARGET_UPLOAD_RSS_MB} MB: ${met(u.peakAboveIdleMb <= TARGET_UPLOAD_RSS_MB)})`,
    );
    log(
      `  light call meanwhile: p50 ${u.light.p50Ms} ms, p99 ${u.light.p99Ms} ms over ${u.light.calls} calls${u.light.notOk ? `, ${u.light.notOk} not ok` : ''}`,
    );
  }
} finally {
  if (child.exitCode === null) child.kill('SIGTERM');
  await childExit;
  rmSync(workDir, { recursive: true, force: true });
}
