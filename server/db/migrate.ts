import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';
import { NO_STATEMENT_TIMEOUT } from './statement-timeout';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_PATTERN = /^(\d{4})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The migration files, in version order. A gap or a duplicate version is a packaging mistake. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => FILE_PATTERN.test(file))
    .sort()
    .map((file) => ({
      version: Number(FILE_PATTERN.exec(file)?.[1]),
      name: file.replace(/\.sql$/, ''),
      sql: readFileSync(`${dir}/${file}`, 'utf8'),
    }));
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migration ${m.name}: expected version ${i + 1}`);
  });
  return migrations;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction
 * with its record. The advisory lock makes two servers starting on one PostgreSQL take turns.
 * Returns the names applied now.
 */
export async function migrate(
  db: Db,
  migrations: Migration[] = loadMigrations(),
): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    integer PRIMARY KEY,
    name       text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  // The common case (nothing to do) costs one query; only missing versions take the lock.
  const { rows: existing } = await db.query<{ version: number }>(
    'SELECT version FROM schema_migrations',
  );
  const known = new Set(existing.map((r) => r.version));
  const applied: string[] = [];
  for (const migration of migrations.filter((m) => !known.has(m.version))) {
    const done = await db.transaction(async (tx) => {
      await tx.exec(NO_STATEMENT_TIMEOUT);
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('schema_migrations'))`);
      const { rows } = await tx.query<{ version: number }>(
        'SELECT version FROM schema_migrations WHERE version = $1',
        [migration.version],
      );
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
