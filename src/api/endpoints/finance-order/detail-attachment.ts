import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { FINANCE_ORDER_BASE, orderAttachmentSchema, orderId } from './order-schemas';

/** POST (spec 001 §7 detailAttachment, body `{ id }`): the documents of an order, for its parties. */
export const financeOrderAttachments = defineEndpoint({
  id: 'financeOrder.detailAttachment',
  method: 'POST',
  path: `${FINANCE_ORDER_BASE}/detailAttachment`,
  body: z.object({ id: orderId }),
  data: z.array(orderAttachmentSchema),
});
