import { editOrder } from '../../../src/api/endpoints/finance-order/edit-order';
import { resolveApplication } from '../../finance-order/order-application';
import { bindIntention } from '../../finance-order/order-intention';
import { holdReceivables, releaseReceivables } from '../../finance-order/order-receivables';
import { eventActor, takeStep } from '../../finance-order/order-step';
import { findPartyOrder } from '../../finance-order/order-store';
import { assertStep } from '../../finance-order/order-party';
import { serverToday } from '../../finance-order/order-record';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { startOrderApproval } from './order-submission';

/**
 * POST editOrder: a draft's or returned order's whole application again. Its receivables are
 * released first and the new choice locked and held, so an order may keep what it held.
 */
export function registerEditOrder(api: ApiMount): void {
  route(
    api,
    editOrder,
    async ({ db, user, body, lang }) => {
      const action = body.submit ? 'submit' : 'saveDraft';
      const current = await findPartyOrder(db, body.id, user.companyId, { lock: true });
      assertStep(current, action, user);
      await releaseReceivables(db, current.companyId, current.id);
      const fields = await resolveApplication(
        db,
        { companyId: current.companyId },
        body,
        body.submit,
        serverToday(),
        lang,
        current.id,
      );
      const order = await takeStep(db, body.id, user, action, () => fields);
      await holdReceivables(db, order.companyId, order.id, fields.receivables ?? []);
      if (body.submit) await bindIntention(db, order.id, fields.intentionId ?? null);
      if (body.submit) {
        await startOrderApproval(db, order, user, (await eventActor(db, user)).userName);
      }
      return {
        id: order.id,
        financeNo: order.data.financeNo,
        status: order.data.status,
        trial: fields.trial ?? null,
      };
    },
    { command: true },
  );
}
