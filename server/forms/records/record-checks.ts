import type {
  BilledOrder,
  KnownBuyer,
} from '../../../src/shared/validation/rules/record/trading-rules';
import {
  RECORD_RULE_KEYS,
  type RecordCheckContext,
  type RecordProblem,
} from '../../../src/shared/validation/rules/record/record-problem';
import type { Db } from '../../db/db';
import type { FormValues } from './record-form';

/** What a form's checks may ask the database: the company's counterparties and records. */
export interface RecordLookup {
  /**
   * The buyer a field names, by code or local or English name, among the companies the company
   * search offers as buyers (active, role BUYER, not the company itself).
   */
  buyer: (value: string) => Promise<KnownBuyer | undefined>;
  /** The company's purchase orders with these numbers. */
  orders: (poNos: readonly string[]) => Promise<BilledOrder[]>;
}

/** A form's business rules beyond its field rules: the shared ones plus the database's. */
export type RecordChecks = (
  values: FormValues,
  context: RecordCheckContext,
  lookup: RecordLookup,
) => Promise<RecordProblem[]>;

export function recordLookup(db: Db, companyId: string): RecordLookup {
  return {
    async buyer(value) {
      const { rows } = await db.query<{ code: string; name: string; name_en: string }>(
        `SELECT code, name, name_en FROM companies
         WHERE status = 'ACTIVE' AND roles ? 'BUYER' AND id <> $1
           AND (code = $2 OR lower(name) = lower($2) OR lower(name_en) = lower($2))
         ORDER BY code LIMIT 1`,
        [companyId, value.trim()],
      );
      const row = rows[0];
      return row ? { code: row.code, name: row.name, nameEn: row.name_en } : undefined;
    },
    async orders(poNos) {
      if (poNos.length === 0) return [];
      const { rows } = await db.query<BilledOrder>(
        `SELECT data->>'poNo' AS "poNo", data->>'currency' AS currency,
                data->>'buyerName' AS "buyerName"
         FROM page_records
         WHERE page_id = 'trading.purchase' AND company_id = $1 AND data->>'poNo' = ANY($2)`,
        [companyId, [...poNos]],
      );
      return rows;
    },
  };
}

/**
 * A buyer chosen from the counterparties, not free text: the field holds a buyer's code (the
 * buyer select keeps it) or its name as the company search shows it.
 */
export async function buyerProblems(
  values: FormValues,
  lookup: RecordLookup,
  field = 'buyerName',
): Promise<RecordProblem[]> {
  const value = values[field];
  if (typeof value !== 'string' || value.trim() === '') return [];
  if (await lookup.buyer(value)) return [];
  return [{ field, key: RECORD_RULE_KEYS.unknownBuyer }];
}
