import { updateOrder } from '../../../src/api/endpoints/finance-order/update-order';
import { checkAttachments, receivingAccount } from '../../finance-order/order-application';
import type { OrderData } from '../../finance-order/order-record';
import { stepResult, takeStep } from '../../finance-order/order-step';
import { findPartyOrder } from '../../finance-order/order-store';
import { assertStep } from '../../finance-order/order-party';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/**
 * POST update/{id}: after submission and before the payout the supplier may change the receiving
 * account, the documents and the remark; never the figures the funder decides on.
 */
export function registerUpdateOrder(api: ApiMount): void {
  route(
    api,
    updateOrder,
    async ({ db, user, params, body, lang }) => {
      const current = await findPartyOrder(db, params.id, user.companyId, { lock: true });
      assertStep(current, 'update', user);
      const change: Partial<OrderData> = {};
      if (body.fundingAccountId !== undefined) {
        change.fundingAccount = await receivingAccount(
          db,
          current.companyId,
          body.fundingAccountId,
          current.data.currency,
          lang,
        );
      }
      if (body.attachments !== undefined) {
        await checkAttachments(db, current.companyId, body.attachments, lang);
        change.attachments = body.attachments.map((a) => ({
          objectKey: a.objectKey,
          fileName: a.fileName,
          schemaCode: a.schemaCode ?? null,
          extractData: a.extractData ?? null,
        }));
      }
      if (body.remark !== undefined) change.remark = body.remark;
      return stepResult(await takeStep(db, params.id, user, 'update', () => change));
    },
    { command: true },
  );
}
