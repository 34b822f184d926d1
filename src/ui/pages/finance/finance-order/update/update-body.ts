import type {
  AttachmentInput,
  FinanceOrder,
} from '../../../../../api/endpoints/finance-order/order-schemas';
import { fitsRemarkSchema } from '../order-remark';

/** What the update form holds (docs/finance-orders.md: the three things an update may change). */
export interface UpdateState {
  fundingAccountId: string | null;
  /** Null while the documents are the saved ones. */
  attachments: AttachmentInput[] | null;
  remark: string;
}

export type UpdateField = 'fundingAccountId' | 'attachments' | 'remark';
/** `remarkUnits`: within 500 characters on the counter, but over the schema's 500 UTF-16 units. */
export type UpdateProblem = 'required' | 'remarkUnits';

export interface UpdateBody {
  fundingAccountId?: string;
  attachments?: AttachmentInput[];
  remark?: string;
}

/** What must be fixed before sending; the server checks the same and more (the account's owner). */
export function updateProblems(state: UpdateState): Partial<Record<UpdateField, UpdateProblem>> {
  const problems: Partial<Record<UpdateField, UpdateProblem>> = {};
  if (!state.fundingAccountId) problems.fundingAccountId = 'required';
  if (!fitsRemarkSchema(state.remark.trim())) problems.remark = 'remarkUnits';
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

export const isEmptyBody = (body: UpdateBody) => Object.keys(body).length === 0;
