import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { FINANCE_ORDER_BASE, idParams, orderAttachmentSchema } from './order-schemas';

/** GET (spec 001 §7 detailAttachmentForEdit/{id}): the documents of an order being edited. */
export const financeOrderAttachmentsForEdit = defineEndpoint({
  id: 'financeOrder.detailAttachmentForEdit',
  method: 'GET',
  path: `${FINANCE_ORDER_BASE}/detailAttachmentForEdit/{id}`,
  params: idParams,
  data: z.array(orderAttachmentSchema),
});
