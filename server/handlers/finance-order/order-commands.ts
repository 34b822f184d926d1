import { requestArp } from '../../../src/api/endpoints/finance-order/arp';
import { disburse } from '../../../src/api/endpoints/finance-order/disburse';
import { repay } from '../../../src/api/endpoints/finance-order/repay';
import { revocation } from '../../../src/api/endpoints/finance-order/revocation';
import {
  rightConfirmation,
  rightConfirmationBatch,
} from '../../../src/api/endpoints/finance-order/right-confirmation';
import { markReceivablesFinanced } from '../../finance-order/order-receivables';
import { revokeOrder } from '../../finance-order/order-revocation';
import { eventActor, stepResult, takeStep } from '../../finance-order/order-step';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { startOrderApproval } from './order-submission';

/** A payment reference when the funder gives none: the order's number and the day. */
const referenceOf = (financeNo: string, kind: string, today: string) =>
  `${kind}-${financeNo}-${today.replaceAll('-', '')}`;

/** revocation, rightConfirmation (one and batch), disburse, repay and arp: one step each. */
export function registerOrderCommands(api: ApiMount): void {
  route(
    api,
    revocation,
    async ({ db, user, query }) => {
      return stepResult(await revokeOrder(db, query.id, user));
    },
    { command: true },
  );

  route(
    api,
    rightConfirmation,
    async ({ db, user, query }) => stepResult(await takeStep(db, query.id, user, 'confirmRights')),
    { command: true },
  );

  route(
    api,
    rightConfirmationBatch,
    async ({ db, user, body }) => {
      const results = [];
      // All or nothing: the first refusal undoes the confirmations before it.
      for (const id of new Set(body.ids)) {
        results.push(stepResult(await takeStep(db, id, user, 'confirmRights')));
      }
      return results;
    },
    { command: true },
  );

  route(
    api,
    disburse,
    async ({ db, user, params, body }) => {
      const actor = await eventActor(db, user);
      const order = await takeStep(
        db,
        params.id,
        user,
        'disburse',
        ({ data }, today) => {
          const financed = data.trial?.financingAmount ?? data.applyAmount ?? '0';
          const maturity = data.dueDate ?? data.maturityDate ?? today;
          return {
            financedAmount: financed,
            valueDate: today,
            maturityDate: maturity,
            fundingInfo: {
              reference: body.reference ?? referenceOf(data.financeNo, 'PAY', today),
              financedAmount: financed,
              paidAmount: data.trial?.netAmount ?? financed,
              currency: data.currency,
              valueDate: today,
              maturityDate: maturity,
              disbursedBy: actor.userName,
              disbursedAt: new Date().toISOString(),
            },
          };
        },
        body.comment ?? null,
      );
      await markReceivablesFinanced(db, order.companyId, order.id);
      return stepResult(order);
    },
    { command: true },
  );

  route(
    api,
    repay,
    async ({ db, user, params, body }) => {
      const actor = await eventActor(db, user);
      const order = await takeStep(
        db,
        params.id,
        user,
        'repay',
        ({ data }, today) => ({
          repaymentInfo: {
            currency: data.currency,
            dueAmount: data.financedAmount ?? '0',
            maturityDate: data.maturityDate,
            repaidAmount: data.financedAmount ?? '0',
            repaymentDate: today,
            reference: body.reference ?? referenceOf(data.financeNo, 'REP', today),
            recordedBy: actor.userName,
          },
        }),
        body.comment ?? null,
      );
      return stepResult(order);
    },
    { command: true },
  );

  route(
    api,
    requestArp,
    async ({ db, user, params, body }) => {
      const order = await takeStep(
        db,
        params.id,
        user,
        'requestArp',
        () => ({}),
        body.remark ?? null,
      );
      await startOrderApproval(db, order, user, (await eventActor(db, user)).userName);
      return stepResult(order);
    },
    { command: true },
  );
}
