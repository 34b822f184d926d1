import { contractTemplateQuery } from '../../../src/api/endpoints/contract/template-query';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { pagedNameSearch } from './paged-name-search';

/** POST contract template page: templates whose English or Chinese name contains `name`. */
export function registerContractTemplateQuery(api: ApiMount): void {
  route(api, contractTemplateQuery, async ({ db, body, lang }) => {
    const { total, rows } = await pagedNameSearch<{
      id: string;
      code: string;
      category: string;
      version: number;
      name_en: string;
      name_cn: string;
    }>(db, 'contract_templates', 'id, code, category, version', { ...body, lang });
    return { pageNum: body.pageNum, pageSize: body.pageSize, total, list: rows };
  });
}
