/**
 * The reference server of `npm run bench:scaling`, alone in its own process so that the bench's
 * client work (signing in, parsing answers) does not share its event loop. Started by run.ts with
 * an IPC channel: reseeds the PostgreSQL named by argv with `--scale` receivables spread over
 * `--seed-companies` suppliers (the server's own seed, docs/scaling.md), sends a `ScalingReady`
 * once listening, and closes on SIGTERM.
 */
import { startServer } from '../../server/app';

export interface ScalingReady {
  url: string;
  /** From the call to listening: migrations and the whole seed (receivables, indexes, ANALYZE). */
  startupMs: number;
}

const [databaseUrl, scaleText, companiesText, staticDir] = process.argv.slice(2);
if (!databaseUrl || !scaleText || !companiesText || !staticDir) {
  throw new Error('usage: server-child.ts DATABASE_URL SCALE COMPANIES STATIC_DIR');
}
const server = await startServer({
  port: 0,
  databaseUrl,
  reseed: true,
  seedScale: Number(scaleText),
  seedCompanies: Number(companiesText),
  staticDir,
  quiet: true,
});
const ready: ScalingReady = { url: server.url, startupMs: server.startupMs };
process.send?.(ready);

process.once('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});
