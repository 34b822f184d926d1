/**
 * Where the seed's time goes, sampled from pg_stat_activity once a second while the server seeds
 * (the seed is one transaction of many statements; nothing else runs on the throwaway cluster).
 */
import type pg from 'pg';

/** A statement's phase: the table it loads, "indexes" or "analyze"; anything else is "other". */
function phaseOf(query: string): string {
  const insert = /^\s*INSERT INTO (\w+)/i.exec(query);
  if (insert?.[1]) return `load ${insert[1]}`;
  if (/^\s*CREATE INDEX/i.test(query)) return 'build indexes';
  if (/^\s*ANALYZE/i.test(query)) return 'analyze';
  return 'other';
}

export function sampleSeedPhases(client: pg.Pool) {
  const seconds = new Map<string, number>();
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const { rows } = await client.query<{ query: string }>(
        `SELECT query FROM pg_stat_activity
         WHERE state = 'active' AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      for (const { query } of rows) {
        const phase = phaseOf(query);
        seconds.set(phase, (seconds.get(phase) ?? 0) + 1);
      }
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - started))));
    }
  })();
  return {
    async stop(): Promise<Record<string, number>> {
      running = false;
      await loop;
      return Object.fromEntries([...seconds].sort((a, b) => b[1] - a[1]));
    },
  };
}

/** WAL written since `from` (an LSN), in bytes. */
export async function walSince(client: pg.Pool, from: string): Promise<number> {
  const { rows } = await client.query<{ b: number }>(
    'SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1)::float8 AS b',
    [from],
  );
  return rows[0]?.b ?? 0;
}

export async function walNow(client: pg.Pool): Promise<string> {
  const { rows } = await client.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
  return rows[0]?.lsn ?? '0/0';
}
