import { invoiceList } from '../../../src/api/endpoints/finance-order/invoice-list';
import { eligibleReceivablePage } from '../../finance-order/eligible-receivables';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { requireSupplier } from './picker-access';

/** POST invoiceList: a page of the supplier's eligible invoices of one buyer and currency. */
export function registerInvoiceList(api: ApiMount): void {
  route(api, invoiceList, async ({ db, user, body }) => {
    requireSupplier(user);
    const { total, rows } = await eligibleReceivablePage(db, {
      supplierCompanyId: user.companyId,
      buyerName: body.buyerName,
      currency: body.currency,
      kind: 'INVOICE',
      number: body.number,
      offset: (body.pageNum - 1) * body.pageSize,
      limit: body.pageSize,
    });
    return { pageNum: body.pageNum, pageSize: body.pageSize, total, list: rows };
  });
}
