import type { Db } from './db';

/** Keys of the `settings` table. */
export const SettingKey = {
  /** ISO time of the last (re)seed; absent means the database was never seeded. */
  seededAt: 'seeded_at',
  /** Number of receivable rows to seed (used by later issues; stored now). */
  seedScale: 'seed_scale',
} as const;
export type SettingKey = (typeof SettingKey)[keyof typeof SettingKey];

export async function readSetting(db: Db, key: SettingKey): Promise<string | null> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [
    key,
  ]);
  return rows[0]?.value ?? null;
}

export async function writeSetting(db: Db, key: SettingKey, value: string): Promise<void> {
  await db.query(
    `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
    [key, value],
  );
}
