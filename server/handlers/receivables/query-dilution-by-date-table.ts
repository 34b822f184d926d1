import type { z } from 'zod';
import {
  dilutionByDateColumns,
  queryDilutionByDateTable,
  type dilutionByDateRow,
} from '../../../src/api/endpoints/receivables/query-dilution-by-date-table';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { pagedQuery, type TableSource } from './ar-sql';

const source: TableSource = {
  sql: (p, supplierId) => `(
    SELECT x.dilution_date AS "dilutionDate", x.currency, count(*) AS "dilutionCount",
           sum(x.amount) AS "dilutionAmount"
    FROM ar_dilutions x
    WHERE x.supplier_id = ${p.add(supplierId)}
    GROUP BY 1, 2)`,
  columns: dilutionByDateColumns,
  defaultOrder: 's."dilutionDate" DESC, s.currency',
  tieBreak: 's."dilutionDate", s.currency',
};

/** POST queryDilutionByDateTable (paged): dilution totals per day and currency. */
export function registerQueryDilutionByDateTable(api: ApiMount): void {
  route(api, queryDilutionByDateTable, ({ db, user, body }) =>
    pagedQuery<z.input<typeof dilutionByDateRow>>(db, source, user.companyId, body),
  );
}
