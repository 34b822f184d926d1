import type { z } from 'zod';
import {
  dilutionByBuyerColumns,
  queryDilutionByBuyerTable,
  type dilutionByBuyerRow,
} from '../../../src/api/endpoints/receivables/query-dilution-by-buyer-table';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { pagedQuery, type TableSource } from './ar-sql';

const source: TableSource = {
  sql: (p, supplierId) => `(
    SELECT x.buyer_code AS "buyerCode", b.buyer_name AS "buyerName", x.currency,
           count(*) AS "dilutionCount", sum(x.amount) AS "dilutionAmount",
           max(x.dilution_date) AS "lastDilutionDate"
    FROM ar_dilutions x
    JOIN ar_buyers b ON b.supplier_id = x.supplier_id AND b.buyer_code = x.buyer_code
    WHERE x.supplier_id = ${p.add(supplierId)}
    GROUP BY 1, 2, 3)`,
  columns: dilutionByBuyerColumns,
  defaultOrder: 's."buyerCode", s.currency',
  tieBreak: 's."buyerCode", s.currency',
};

/** POST queryDilutionByBuyerTable (paged): dilution totals per buyer and currency. */
export function registerQueryDilutionByBuyerTable(api: ApiMount): void {
  route(api, queryDilutionByBuyerTable, ({ db, user, body }) =>
    pagedQuery<z.input<typeof dilutionByBuyerRow>>(db, source, user.companyId, body),
  );
}
