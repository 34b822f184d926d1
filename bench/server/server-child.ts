/**
 * The reference server of `npm run bench:server`, alone in its own process so that its resident
 * size is the server's and nothing of the load generator's. Started by run.ts with an IPC
 * channel; sends a `ChildReady` once listening and closes on SIGTERM.
 *
 * Sessions are made straight in the database rather than by signing in over HTTP: the bench
 * measures the data endpoints and must neither depend on the login body's encryption nor trip
 * the sign-in throttle. PGlite's folder admits one holder, so the server is started once (to
 * migrate and seed), closed, the sessions written, and started again (about a second).
 */
import { startServer, type StartServerOptions } from '../../server/app';
import { createSession } from '../../server/auth/sessions';
import type { Db } from '../../server/db/db';
import { openDb } from '../../server/db/open-db';

export interface ChildReady {
  url: string;
  /** user name → a live session token of that user. */
  tokens: Record<string, string>;
  seeded: boolean;
  startupMs: number;
}

const [dataDir, scaleText, usersText] = process.argv.slice(2);
if (!dataDir || !scaleText || !usersText) {
  throw new Error('usage: server-child.ts DATA_DIR SCALE USER[,USER…]');
}
const databaseUrl = process.env.BENCH_DATABASE_URL;
const options: StartServerOptions = {
  port: 0,
  dataDir,
  staticDir: `${dataDir}/no-ui`,
  quiet: true,
  seedScale: Number(scaleText),
  ...(databaseUrl ? { databaseUrl } : {}),
};

const first = await startServer(options);
await first.close();
const { db } = await openDb({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
let tokens: Record<string, string>;
try {
  tokens = await sessionsFor(db, usersText.split(','));
} finally {
  await db.close();
}
const server = await startServer(options);
const ready: ChildReady = {
  url: server.url,
  tokens,
  seeded: first.seeded,
  startupMs: server.startupMs,
};
process.send?.(ready);

process.once('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});

async function sessionsFor(db: Db, userNames: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of userNames) {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE user_name = $1', [
      name,
    ]);
    const id = rows[0]?.id;
    if (!id) throw new Error(`no demo user ${name}`);
    out[name] = await createSession(db, id);
  }
  return out;
}
