import type {
  AttachmentInput,
  FinanceOrder,
} from '../../../../../api/endpoints/finance-order/order-schemas';

/** What the update form holds (docs/finance-orders.md: the three things an update may change). */
export interface UpdateState {
  fundingAccountId: string | null;
  /** Null while the documents are the saved ones. */
  attachments: AttachmentInput[] | null;
  remark: string;
}

export type UpdateField = 'fundingAccountId' | 'attachments' | 'remark';
export type UpdateProblem = 'required';

export interface UpdateBody {
  fundingAccountId?: string;
  attachments?: AttachmentInput[];
  remark?: string;
}

/**
 * What must be fixed before sending: an order always has a receiving account, and the select
 * clears one that is no longer enabled. The remark card already keeps the remark within the
 * schema's 500 characters; the server checks the rest (the account's owner and currency).
 */
export function updateProblems(state: UpdateState): Partial<Record<UpdateField, UpdateProblem>> {
  const problems: Partial<Record<UpdateField, UpdateProblem>> = {};
  if (!state.fundingAccountId) problems.fundingAccountId = 'required';
  return problems;
}

/**
 * The body of update/{id}: only what differs from the order (an absent field stays as it is), so
 * the timeline's update row stands for a real change.
 */
export function updateBody(order: FinanceOrder, state: UpdateState): UpdateBody {
  const remark = state.remark.trim();
  return {
    ...(state.fundingAccountId && state.fundingAccountId !== order.fundingAccount?.id
      ? { fundingAccountId: state.fundingAccountId }
      : {}),
    ...(state.attachments ? { attachments: state.attachments } : {}),
    ...(remark !== (order.remark ?? '') ? { remark } : {}),
  };
}

/**
 * The fields of the form a refusal names (`data.fields` of the envelope: `attachments.0.objectKey`
 * marks the documents), each with the server's text; fields the form does not hold are left out.
 */
export function refusedFields(
  problems: readonly { field: string; message: string }[],
): Partial<Record<UpdateField, string>> {
  const marked: Partial<Record<UpdateField, string>> = {};
  for (const p of problems) {
    const root = p.field.split(/[.[]/)[0];
    if (root === 'fundingAccountId' || root === 'attachments' || root === 'remark') {
      marked[root] ??= p.message;
    }
  }
  return marked;
}

export const isEmptyBody = (body: UpdateBody) => Object.keys(body).length === 0;
