import { createOrder } from '../../../src/api/endpoints/finance-order/create-order';
import { nextStatus, stepRefusal } from '../../../src/shared/finance-order/lifecycle';
import { resolveApplication } from '../../finance-order/order-application';
import { appendOrderEvent } from '../../finance-order/order-events';
import { bindIntention } from '../../finance-order/order-intention';
import { actorOf } from '../../finance-order/order-party';
import { holdReceivables } from '../../finance-order/order-receivables';
import { serverToday, type StoredOrder } from '../../finance-order/order-record';
import { stepRefused } from '../../finance-order/order-refusals';
import { eventActor } from '../../finance-order/order-step';
import { insertOrder, newOrderNumbers } from '../../finance-order/order-store';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { startOrderApproval } from './order-submission';

/**
 * POST createOrder: a draft or a submitted order, in one transaction: the receivables locked and
 * held, the binding trial, the order, its first timeline row and, on submit, the funder's round
 * and the accepted intention it names bound to it.
 */
export function registerCreateOrder(api: ApiMount): void {
  route(
    api,
    createOrder,
    async ({ db, user, body, lang }) => {
      const action = body.submit ? 'submit' : 'saveDraft';
      const status = nextStatus(action, null);
      const refusal = stepRefusal(action, actorOf(user), null);
      if (refusal) throw stepRefused(refusal, { financeNo: '-', status }, action);

      const today = serverToday();
      const { rows } = await db.query<{ code: string }>(
        'SELECT code FROM companies WHERE id = $1',
        [user.companyId],
      );
      const numbers = await newOrderNumbers(db, rows[0]?.code ?? user.companyId);
      const fields = await resolveApplication(
        db,
        { companyId: user.companyId },
        body,
        body.submit,
        today,
        lang,
      );
      const now = new Date().toISOString();
      const order: StoredOrder = {
        id: numbers.id,
        companyId: user.companyId,
        data: {
          ...fields,
          financeNo: numbers.financeNo,
          financedAmount: null,
          applyDate: today,
          valueDate: null,
          maturityDate: null,
          status,
          createdAt: now,
          updatedAt: now,
          lifecycle: true,
          fundingInfo: null,
          repaymentInfo: null,
        },
      };
      await insertOrder(db, order);
      await holdReceivables(db, user.companyId, order.id, fields.receivables ?? []);
      if (body.submit) await bindIntention(db, order.id, fields.intentionId ?? null);
      const actor = await eventActor(db, user);
      await appendOrderEvent(db, order.id, { action, from: null, to: status, actor });
      if (body.submit) await startOrderApproval(db, order, user, actor.userName);
      return { id: order.id, financeNo: numbers.financeNo, status, trial: fields.trial ?? null };
    },
    { command: true },
  );
}
