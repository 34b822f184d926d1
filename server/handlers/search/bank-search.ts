import { bankSearch, SEARCH_RESULT_LIMIT } from '../../../src/api/endpoints/company/bank-search';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { contains, searchText } from './search-text';

/**
 * POST bank search: a bank matches when any given field (English name, local name, SWIFT code)
 * contains its text. The portal sends its one search text in all three, so a user finds a bank
 * by whichever they know; a caller sending one field gets the spec's single-field search. No
 * text at all lists the first banks. At most SEARCH_RESULT_LIMIT, by English name.
 */
export function registerBankSearch(api: ApiMount): void {
  route(api, bankSearch, async ({ db, body }) => {
    const name = searchText(body.combBankName);
    const local = searchText(body.combBankNameLocal);
    const swift = searchText(body.swiftCode);
    const { rows } = await db.query<{
      swift_code: string;
      comb_bank_name: string;
      comb_bank_name_local: string;
    }>(
      `SELECT swift_code, comb_bank_name, comb_bank_name_local FROM banks
       WHERE ($1::text IS NULL AND $2::text IS NULL AND $3::text IS NULL)
          OR ($1::text IS NOT NULL AND ${contains('comb_bank_name', '$1')})
          OR ($2::text IS NOT NULL AND ${contains('comb_bank_name_local', '$2')})
          OR ($3::text IS NOT NULL AND ${contains('swift_code', '$3')})
       ORDER BY comb_bank_name, swift_code
       LIMIT ${SEARCH_RESULT_LIMIT}`,
      [name, local, swift],
    );
    return rows.map((r) => ({
      swiftCode: r.swift_code,
      combBankName: r.comb_bank_name,
      combBankNameLocal: r.comb_bank_name_local,
    }));
  });
}
