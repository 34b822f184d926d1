import { contractPreview } from '../../../src/api/endpoints/finance-order/contract-preview';
import { resolveApplication } from '../../finance-order/order-application';
import { orderContractPdf } from '../../finance-order/order-contract-pdf';
import { serverToday, type OrderData } from '../../finance-order/order-record';
import { fileRoute } from '../../http/file-route';
import type { ApiMount } from '../../http/server-context';
import { readPartyOrder } from './read-order';

/**
 * POST contract/client/preview: the contract PDF of a saved order (any party) or of the
 * application being filled in (the supplier's own, checked like a draft; nothing is written and
 * the rows it looks at are released when its transaction ends).
 */
export function registerContractPreview(api: ApiMount): void {
  fileRoute(api, contractPreview, async ({ db, user, body, lang }) => {
    let data: OrderData & { id: string };
    if ('id' in body) {
      const order = await readPartyOrder(db, body.id, user);
      data = { ...order.data, id: order.id };
    } else {
      const today = serverToday();
      const fields = await db.transaction((tx) =>
        resolveApplication(tx, { companyId: user.companyId }, body, false, today, lang),
      );
      data = {
        ...fields,
        id: '-',
        financeNo: 'DRAFT',
        financedAmount: null,
        applyDate: today,
        valueDate: null,
        maturityDate: null,
        status: 'DRAFT',
        createdAt: new Date().toISOString(),
      };
    }
    const bytes = await orderContractPdf(data, data.supplierName ?? '');
    return {
      fileName: `financing-contract-${data.financeNo}.pdf`,
      mediaType: 'application/pdf',
      bytes,
    };
  });
}
