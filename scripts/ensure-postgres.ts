import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster for the contract suite (issue 16: prove the SQL runs on a real
 * PostgreSQL, not only on PGlite). Debian's `postgresql` is installed with apt when it is missing
 * and we are root (as ensure-chromium.ts does for Chromium), otherwise the run stops and says how.
 * The cluster lives in a temporary folder, listens on a free port of 127.0.0.1 only and on a
 * socket in that folder, trusts local connections (nothing else can reach it), and is stopped and
 * removed by `stop()`, which is safe to call more than once and from an exit handler.
 */
export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

const ROOT = typeof process.getuid === 'function' && process.getuid() === 0;
const DB_NAME = 'portal_contract';

/** The folder of initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/N/bin. */
export function postgresBinDir(): string | null {
  if (process.env.PG_BIN)
    return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

export function ensurePostgres(): string {
  const found = postgresBinDir();
  if (found) return found;
  if (!ROOT) {
    throw new Error(
      'PostgreSQL is missing (no /usr/lib/postgresql/*/bin/initdb). Install it with ' +
        '"sudo apt-get install -y postgresql" (or set PG_BIN to a folder with initdb and pg_ctl) ' +
        'and run the tests again.',
    );
  }
  console.log("PostgreSQL is missing: installing Debian's postgresql with apt-get…");
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'],
  ]) {
    run('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  const installed = postgresBinDir();
  if (!installed) throw new Error('apt-get installed postgresql but initdb is still missing');
  return installed;
}

/** initdb, pg_ctl start on a free port, createdb; as the `postgres` user when we are root. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = ensurePostgres();
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  const data = join(dir, 'data');
  // PostgreSQL refuses to run as root: the cluster belongs to the postgres user.
  const owner = ROOT ? postgresIds() : null;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  chmodSync(dir, 0o700);
  const asOwner = (command: string, args: string[]) =>
    owner
      ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args])
      : run(join(bin, command), args);

  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      spawnSync(
        owner ? 'runuser' : join(bin, 'pg_ctl'),
        [
          ...(owner ? ['-u', 'postgres', '--', join(bin, 'pg_ctl')] : []),
          'stop',
          '-D',
          data,
          '-m',
          'immediate',
          '--silent',
        ],
        { stdio: 'ignore' },
      );
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    asOwner('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    const port = await freePort();
    // fsync off and a small cluster: a throwaway database for tests, never for data anyone keeps.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    asOwner('pg_ctl', [
      'start',
      '-D',
      data,
      '-w',
      '-t',
      '60',
      '-l',
      join(dir, 'server.log'),
      '-o',
      options,
      '--silent',
    ]);
    started = true;
    asOwner('createdb', ['-h', dir, '-p', String(port), '-U', 'postgres', DB_NAME]);
    return { url: `postgres://postgres@127.0.0.1:${port}/${DB_NAME}`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

function postgresIds(): { uid: number; gid: number } {
  const read = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = read('-u');
  const gid = read('-g');
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error("no postgres user (is Debian's postgresql installed?)");
  return { uid, gid };
}

function run(command: string, args: string[], options: SpawnSyncOptions = {}): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
