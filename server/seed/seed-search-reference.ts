import type { Db } from '../db/db';
import { insertRows } from '../db/insert-rows';
import { BANKS } from './data/banks';
import { CONTRACT_TEMPLATES } from './data/contract-templates';
import { COUNTERPARTY_COMPANIES } from './data/counterparty-companies';
import { FINANCING_PRODUCTS } from './data/financing-products';

/**
 * Tables this seed owns (the seed's TRUNCATE list). Its counterparty rows in `companies` go with
 * that table, which the main seed empties anyway.
 */
export const SEARCH_REFERENCE_TABLES = [
  'banks',
  'contract_templates',
  'financing_products',
] as const;

async function seedCounterparties(db: Db): Promise<void> {
  await insertRows(
    db,
    'companies',
    ['id', 'code', 'name', 'name_en', 'biz_reg_no', 'country_code', 'address', 'status', 'roles'],
    COUNTERPARTY_COMPANIES.map((c, i) => [
      c.id,
      c.code,
      c.name,
      c.nameEn,
      `CP${String(880_000_001 + i * 7_919)}`,
      c.countryCode,
      '',
      'ACTIVE',
      JSON.stringify(c.roles),
    ]),
  );
}

/** Banks, contract templates, financing products and counterparty companies, in list order. */
export async function seedSearchReference(tx: Db): Promise<void> {
  await insertRows(
    tx,
    'banks',
    ['swift_code', 'comb_bank_name', 'comb_bank_name_local', 'country_code', 'seq'],
    BANKS.map((b, i) => [b.swiftCode, b.name, b.localName, b.countryCode, i + 1]),
  );
  await insertRows(
    tx,
    'contract_templates',
    ['id', 'code', 'name_en', 'name_cn', 'category', 'version', 'seq'],
    CONTRACT_TEMPLATES.map((t, i) => [
      `T${String(i + 1).padStart(3, '0')}`,
      t.code,
      t.nameEn,
      t.nameCn,
      t.category,
      t.version,
      i + 1,
    ]),
  );
  await insertRows(
    tx,
    'financing_products',
    ['id', 'code', 'name_en', 'name_cn', 'product_type', 'currency', 'seq'],
    FINANCING_PRODUCTS.map((p, i) => [
      `P${String(i + 1).padStart(3, '0')}`,
      p.code,
      p.nameEn,
      p.nameCn,
      p.productType,
      p.currency,
      i + 1,
    ]),
  );
  await seedCounterparties(tx);
}

/** A database seeded before migration 0013 gets this reference data on the next start. */
export async function ensureSearchReference(db: Db): Promise<void> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM banks');
  if ((rows[0]?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('seed'))`);
    const again = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM banks');
    if ((again.rows[0]?.n ?? 0) === 0) await seedSearchReference(tx);
  });
}
