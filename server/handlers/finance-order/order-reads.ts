import { financeOrderAttachments } from '../../../src/api/endpoints/finance-order/detail-attachment';
import { financeOrderAttachmentsForEdit } from '../../../src/api/endpoints/finance-order/detail-attachment-for-edit';
import { financeOrderDetailForEdit } from '../../../src/api/endpoints/finance-order/detail-for-edit';
import { fundingAccountInfos } from '../../../src/api/endpoints/finance-order/funding-account-infos';
import { fundingInfo } from '../../../src/api/endpoints/finance-order/funding-info';
import { financeOrderDetail } from '../../../src/api/endpoints/finance-order/order-detail';
import { repaymentInfo } from '../../../src/api/endpoints/finance-order/repayment-info';
import { stepRefusal } from '../../../src/shared/finance-order/lifecycle';
import type { SessionUser } from '../../auth/authenticate';
import type { Db } from '../../db/db';
import { readOrderAccounts } from '../../finance-order/order-accounts';
import { actorOf, assertStep } from '../../finance-order/order-party';
import { serverToday, type StoredOrder } from '../../finance-order/order-record';
import { orderView, repaymentView } from '../../finance-order/order-view';
import { route } from '../../http/route';
import { shownTextFor } from '../pages/shown-values';
import type { ApiMount } from '../../http/server-context';
import { readPartyOrder } from './read-order';

/**
 * The edit form resumes an order its supplier can still change: a draft or a returned order
 * (editOrder), or a submitted one not yet paid out (update/{id}); otherwise the step's refusal.
 */
function assertEditable(order: StoredOrder, user: SessionUser): void {
  const actor = actorOf(user);
  const status = order.data.status;
  const editable = (['saveDraft', 'submit', 'update'] as const).find(
    (a) => stepRefusal(a, actor, status) === null,
  );
  assertStep(order, editable ?? 'update', user);
}

/** Orders seeded for the lists carry no supplier name: the directory's, as orders store it. */
async function companyName(db: Db, companyId: string): Promise<string> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [
    companyId,
  ]);
  return rows[0]?.name ?? '';
}

/** detail, detailForEdit, the attachments, fundingInfo, fundingAccountInfos and repaymentInfo. */
export function registerOrderReads(api: ApiMount): void {
  // The detail reads as its lists do: names in the request's language (a company's other
  // spelling, the product's Chinese name). detailForEdit keeps the stored names it sends back.
  route(api, financeOrderDetail, async ({ db, user, query, lang }) => {
    const view = await orderView(db, await readPartyOrder(db, query.id, user), user, serverToday());
    const shown = await shownTextFor(db, lang);
    return {
      ...view,
      supplierName: shown(view.supplierName || (await companyName(db, view.supplierCompanyId))),
      funderName: view.funderName === null ? null : shown(view.funderName),
      productName: shown(view.productName),
      buyer: {
        ...view.buyer,
        buyerName: view.buyer.buyerName === null ? null : shown(view.buyer.buyerName),
      },
    };
  });
  route(api, financeOrderDetailForEdit, async ({ db, user, query }) => {
    const order = await readPartyOrder(db, query.id, user);
    assertEditable(order, user);
    return orderView(db, order, user, serverToday());
  });
  route(api, financeOrderAttachmentsForEdit, async ({ db, user, params }) => {
    const order = await readPartyOrder(db, params.id, user);
    assertEditable(order, user);
    return order.data.attachments ?? [];
  });
  route(
    api,
    financeOrderAttachments,
    async ({ db, user, body }) => (await readPartyOrder(db, body.id, user)).data.attachments ?? [],
  );
  route(
    api,
    fundingInfo,
    async ({ db, user, params }) =>
      (await readPartyOrder(db, params.id, user)).data.fundingInfo ?? null,
  );
  route(api, fundingAccountInfos, async ({ db, user, params }) =>
    readOrderAccounts(db, await readPartyOrder(db, params.id, user), user),
  );
  route(api, repaymentInfo, async ({ db, user, query }) =>
    repaymentView(await readPartyOrder(db, query.id, user), serverToday()),
  );
}
