import type { Db } from '../db/db';
import { insertRows } from '../db/insert-rows';
import { readSetting, SettingKey, writeSetting } from '../db/settings';
import { NO_STATEMENT_TIMEOUT } from '../db/statement-timeout';
import { hashPassword } from '../auth/passwords';
import { createPreviewToken } from '../auth/preview-tokens';
import { buildAreaRows } from './area-rows';
import { SEEDED_COMPANIES } from './data/companies';
import { DEMO_PASSWORD, DEMO_USERS } from './data/demo-users';
import { DICTIONARIES } from './data/dictionaries';
import { TRANSLATIONS } from './data/translations';
import { AR_TABLES, seedReceivables } from './seed-receivables';
import { seedUsers } from './seed-users';
import { ORG_ACCOUNT_TABLES, ensureOrgAccounts, seedOrgAccounts } from './seed-org-accounts';
import { PAGE_RECORD_TABLES, ensurePageRecords, seedPageRecords } from './seed-page-records';
import {
  SEARCH_REFERENCE_TABLES,
  ensureSearchReference,
  seedSearchReference,
} from './seed-search-reference';
import {
  ensureFinancePickers,
  FINANCE_PICKER_TABLES,
  seedFinancePickers,
} from './seed-finance-pickers';
import { HOLIDAY_TABLES, ensureHolidays, seedHolidays } from './seed-holidays';
import { seedFinancingIntentions } from './seed-financing-intentions';
import { seedCompanyProfile } from './seed-company-profile';
import { seedCompanyEditProfiles } from './seed-company-edit-profiles';
import { seedCompanyChanges } from './seed-company-changes';

/** Every table the seed owns, children first. Keys and migrations are not demo data and stay. */
const DATA_TABLES = [
  ...AR_TABLES,
  ...ORG_ACCOUNT_TABLES,
  ...PAGE_RECORD_TABLES,
  ...FINANCE_PICKER_TABLES,
  ...SEARCH_REFERENCE_TABLES,
  ...HOLIDAY_TABLES,
  'finance_order_events',
  'command_results',
  'sessions',
  'user_preferences',
  'translations',
  'analytics_events',
  'analytics_sessions',
  'preview_tokens',
  'person_identities',
  'user_authorities',
  'user_permissions',
  'user_company_roles',
  'users',
  'permissions',
  'bank_accounts',
  'companies',
  'dictionaries',
  'areas',
];

export const DEFAULT_SEED_SCALE = 100_000;

/** `YYYY-MM-DD` of an instant's UTC day. */
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export interface SeedOptions {
  /** Drop every data table's rows and seed again, even if seeded before. */
  reseed: boolean;
  /** Number of receivable rows for later issues; recorded now. */
  scale: number;
  /** Suppliers the receivables are spread over (default 1: all C001's; docs/scaling.md). */
  companies?: number;
  /** Hashes started early (see hashDemoPasswords), so a fresh start overlaps them with initdb. */
  passwordHashes?: Promise<string[]>;
}

/** One scrypt hash per demo user (each its own salt), in user order. */
export function hashDemoPasswords(): Promise<string[]> {
  // scrypt is deliberately slow; these run in parallel on libuv's thread pool.
  return Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
}

/**
 * Seeds on the first start (or when asked to reseed), in one transaction: a crash half-way leaves
 * the database unseeded, and the next start tries again. Returns whether it seeded.
 */
export async function ensureSeeded(db: Db, options: SeedOptions): Promise<boolean> {
  const seededAt = await readSetting(db, SettingKey.seededAt);
  if (!options.reseed && seededAt !== null) {
    const seedDay = new Date(seededAt);
    await ensureReceivables(db, seedDay);
    await ensureOrgAccounts(db);
    await ensurePageRecords(db, seedDay);
    await ensureSearchReference(db);
    await ensureFinancePickers(db);
    await ensureHolidays(db, seedDay);
    await ensureDictionaries(db);
    return false;
  }

  // Hashed outside the transaction: no lock is held while scrypt works.
  const hashes = await (options.passwordHashes ?? hashDemoPasswords());

  return db.transaction(async (tx) => {
    // Two servers starting on one PostgreSQL: the second waits, then sees the first one's seed.
    await tx.exec(NO_STATEMENT_TIMEOUT);
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('seed'))`);
    if (!options.reseed && (await readSetting(tx, SettingKey.seededAt)) !== null) return false;
    await tx.exec(`TRUNCATE ${DATA_TABLES.join(', ')} CASCADE`);
    // The day every demo date is laid out around (overdue days count from it; nothing it calls
    // a past event is after it).
    const seedDay = new Date();
    // A reseed starts the change sequence again; the new seeded_at tells sync clients (version).
    await tx.exec('ALTER SEQUENCE ar_change_seq RESTART');
    await seedCompanies(tx);
    await seedUsers(tx, hashes);
    await seedReferenceData(tx);
    await insertRows(
      tx,
      'translations',
      ['lang_key', 'namespace', 'value', 'updated_at'],
      TRANSLATIONS.map((t) => [
        t.langKey,
        t.namespace,
        JSON.stringify(t.value),
        new Date().toISOString(),
      ]),
    );
    // Random, not fixed: a preview link of one database must not open another's.
    await createPreviewToken(tx, 'exhibition');
    await createPreviewToken(tx, 'notice');
    await seedReceivables(tx, options.scale, isoDay(seedDay), options.companies);
    await seedOrgAccounts(tx);
    await seedPageRecords(tx, seedDay);
    await seedSearchReference(tx);
    await seedFinancePickers(tx, seedDay);
    await seedHolidays(tx, seedDay);
    await seedFinancingIntentions(tx, seedDay);
    await seedCompanyProfile(tx);
    await seedCompanyEditProfiles(tx);
    await seedCompanyChanges(tx, seedDay);
    await writeSetting(tx, SettingKey.seedScale, String(options.scale));
    await writeSetting(tx, SettingKey.seededAt, seedDay.toISOString());
    return true;
  });
}

async function seedCompanies(tx: Db): Promise<void> {
  await insertRows(
    tx,
    'companies',
    [
      'id',
      'code',
      'name',
      'name_en',
      'biz_reg_no',
      'country_code',
      'address',
      'status',
      'roles',
      'pool_mode',
      'realname_verified_at',
    ],
    SEEDED_COMPANIES.map((c) => [
      c.id,
      c.code,
      c.name,
      c.nameEn,
      c.bizRegNo,
      c.countryCode,
      c.address,
      c.status,
      JSON.stringify(c.roles),
      c.poolMode,
      // Demo companies were onboarded verified, except the one that walks verification.
      c.unverified ? null : new Date().toISOString(),
    ]),
  );
  await insertRows(
    tx,
    'bank_accounts',
    [
      'id',
      'company_id',
      'seq',
      'account_name',
      'bank_name',
      'bank_name_en',
      'bank_account',
      'bank_code',
      'cnaps',
      'currency',
      'status',
      'can_enable',
    ],
    SEEDED_COMPANIES.flatMap((c) =>
      c.bankAccounts.map((a, i) => [
        `BA-${c.id}-${i + 1}`,
        c.id,
        i + 1,
        a.accountName,
        a.bankName,
        a.bankNameEn,
        a.bankAccount,
        a.bankCode,
        a.cnaps,
        a.currency,
        a.status,
        a.canEnable,
      ]),
    ),
  );
}

const DICTIONARY_COLUMNS = ['grp', 'dic_key', 'en_value', 'cn_value', 'description', 'seq'];
const dictionaryRows = () =>
  DICTIONARIES.map((d, i) => [d.grp, d.dicKey, d.enValue, d.cnValue, d.description ?? null, i + 1]);

/**
 * Dictionary groups added after a database was seeded (new pages' enums) arrive on the next
 * start; entries it already has, possibly edited, are left as they are.
 */
async function ensureDictionaries(db: Db): Promise<void> {
  const { rows } = await db.query<{ grp: string; dic_key: string }>(
    'SELECT grp, dic_key FROM dictionaries',
  );
  const present = new Set(rows.map((r) => `${r.grp}\u0000${r.dic_key}`));
  const missing = dictionaryRows().filter(
    (r) => !present.has(`${String(r[0])}\u0000${String(r[1])}`),
  );
  if (missing.length > 0) await insertRows(db, 'dictionaries', DICTIONARY_COLUMNS, missing);
}

async function seedReferenceData(tx: Db): Promise<void> {
  await insertRows(tx, 'dictionaries', DICTIONARY_COLUMNS, dictionaryRows());
  await insertRows(
    tx,
    'areas',
    ['code', 'type', 'name_cn', 'name_en', 'parent_code', 'seq'],
    buildAreaRows().map((a, i) => [a.code, a.type, a.nameCn, a.nameEn, a.parentCode, i + 1]),
  );
}

/**
 * A database seeded before the receivables existed (migration 0010) gets them at its recorded
 * scale on the next start, without a reseed of everything else.
 */
async function ensureReceivables(db: Db, seedDay: Date): Promise<void> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ar_buyers');
  if ((rows[0]?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    await tx.exec(NO_STATEMENT_TIMEOUT);
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('seed'))`);
    const again = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM ar_buyers');
    if ((again.rows[0]?.n ?? 0) > 0) return;
    const scale = Number((await readSetting(tx, SettingKey.seedScale)) ?? DEFAULT_SEED_SCALE);
    await seedReceivables(
      tx,
      Number.isInteger(scale) ? scale : DEFAULT_SEED_SCALE,
      isoDay(seedDay),
    );
  });
}
