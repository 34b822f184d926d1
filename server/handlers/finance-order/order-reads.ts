import { financeOrderAttachments } from '../../../src/api/endpoints/finance-order/detail-attachment';
import { financeOrderAttachmentsForEdit } from '../../../src/api/endpoints/finance-order/detail-attachment-for-edit';
import { financeOrderDetailForEdit } from '../../../src/api/endpoints/finance-order/detail-for-edit';
import { fundingAccountInfos } from '../../../src/api/endpoints/finance-order/funding-account-infos';
import { fundingInfo } from '../../../src/api/endpoints/finance-order/funding-info';
import { financeOrderDetail } from '../../../src/api/endpoints/finance-order/order-detail';
import { repaymentInfo } from '../../../src/api/endpoints/finance-order/repayment-info';
import { stepRefusal } from '../../../src/shared/finance-order/lifecycle';
import type { SessionUser } from '../../auth/authenticate';
import { readOrderAccounts } from '../../finance-order/order-accounts';
import { actorOf, assertStep } from '../../finance-order/order-party';
import { serverToday, type StoredOrder } from '../../finance-order/order-record';
import { orderView, repaymentView } from '../../finance-order/order-view';
import { route } from '../../http/route';
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

/** detail, detailForEdit, the attachments, fundingInfo, fundingAccountInfos and repaymentInfo. */
export function registerOrderReads(api: ApiMount): void {
  route(api, financeOrderDetail, async ({ db, user, query }) =>
    orderView(db, await readPartyOrder(db, query.id, user), user, serverToday()),
  );
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
