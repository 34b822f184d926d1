import type { z } from 'zod';
import { requestArp } from '../../api/endpoints/finance-order/arp';
import { createOrder } from '../../api/endpoints/finance-order/create-order';
import { disburse } from '../../api/endpoints/finance-order/disburse';
import { editOrder } from '../../api/endpoints/finance-order/edit-order';
import { orderId, idQuery } from '../../api/endpoints/finance-order/order-schemas';
import { repay } from '../../api/endpoints/finance-order/repay';
import { revocation } from '../../api/endpoints/finance-order/revocation';
import {
  rightConfirmation,
  rightConfirmationBatch,
} from '../../api/endpoints/finance-order/right-confirmation';
import { updateOrder } from '../../api/endpoints/finance-order/update-order';

/** An endpoint's declared body; every endpoint named here declares one. */
function bodyOf<B extends z.ZodType>(endpoint: { readonly id: string; readonly body?: B }): B {
  if (!endpoint.body) throw new Error(`${endpoint.id} declares no body`);
  return endpoint.body;
}

/** A command on one order whose id travels in the path: `{ id, ...body }` in the outbox. */
const withPathId = <B extends z.ZodObject>(body: B | undefined) =>
  bodyOf({ id: 'path id command', body }).extend({ id: orderId });

function pathIdInput(payload: unknown): { params: { id: unknown }; body: unknown } {
  const { id, ...body } = payload as { id: unknown } & Record<string, unknown>;
  return { params: { id }, body };
}

const queryInput = (payload: unknown) => ({ query: payload });

/**
 * The finance order's steps as outbox commands (issue 18: every step one command), composed into
 * src/worker/commands/command-types.ts. Each payload is the endpoint's own schema, so nothing
 * enters the outbox that the server would refuse for its shape.
 */
export const financeOrderCommandTypes = {
  'financeOrder.create': { endpoint: createOrder, payload: bodyOf(createOrder) },
  'financeOrder.edit': { endpoint: editOrder, payload: bodyOf(editOrder) },
  'financeOrder.update': {
    endpoint: updateOrder,
    payload: withPathId(updateOrder.body),
    input: pathIdInput,
  },
  'financeOrder.revoke': { endpoint: revocation, payload: idQuery, input: queryInput },
  'financeOrder.confirmRights': {
    endpoint: rightConfirmation,
    payload: idQuery,
    input: queryInput,
  },
  'financeOrder.confirmRightsBatch': {
    endpoint: rightConfirmationBatch,
    payload: bodyOf(rightConfirmationBatch),
  },
  'financeOrder.disburse': {
    endpoint: disburse,
    payload: withPathId(disburse.body),
    input: pathIdInput,
  },
  'financeOrder.repay': { endpoint: repay, payload: withPathId(repay.body), input: pathIdInput },
  'financeOrder.requestArp': {
    endpoint: requestArp,
    payload: withPathId(requestArp.body),
    input: pathIdInput,
  },
} as const;
