import { SEARCH_RESULT_LIMIT } from '../../../src/api/endpoints/company/bank-search';
import { companySimpleSearch } from '../../../src/api/endpoints/company/company-simple-search';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { contains, searchText } from './search-text';

/**
 * POST company simple search: companies whose code, local name or English name contains
 * `codeOrName`, holding `role` when given (companies.roles is a JSON array of role names).
 * Active companies holding some role only (the portal operator holds none: it trades with
 * nobody); at most SEARCH_RESULT_LIMIT, by code. `name` is the local name for
 * Chinese requests and the English name otherwise, like every company name the server answers.
 */
export function registerCompanySimpleSearch(api: ApiMount): void {
  route(api, companySimpleSearch, async ({ db, body, lang }) => {
    const { rows } = await db.query<{ code: string; name: string; name_en: string }>(
      `SELECT code, name, name_en FROM companies
       WHERE status = 'ACTIVE' AND jsonb_array_length(roles) > 0
         AND ($1::text IS NULL OR roles ? $1)
         AND ($2::text IS NULL
              OR ${contains('code', '$2')} OR ${contains('name', '$2')}
              OR ${contains('name_en', '$2')})
       ORDER BY code
       LIMIT ${SEARCH_RESULT_LIMIT}`,
      [body.role ?? null, searchText(body.codeOrName)],
    );
    return rows.map((r) => ({ code: r.code, name: lang === 'zh-CN' ? r.name : r.name_en }));
  });
}
