import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { applicationInput, orderId } from './order-schemas';

/**
 * POST (spec 001 §7 contract/client/preview): the financing contract as a PDF, of a saved order
 * (`{ id }`) or of the application being filled in (its fields, as createOrder takes them, less
 * `submit`). The figures are the server's trial either way. Answers application/pdf, or the
 * usual envelope when it cannot.
 */
export const contractPreview = defineEndpoint({
  id: 'financeOrder.contractPreview',
  method: 'POST',
  path: '/api/{product}-financial-transaction/contract/client/preview',
  body: z.union([z.object({ id: orderId }).strict(), applicationInput.omit({ submit: true })]),
  data: z.unknown(),
  responseKind: 'download',
});
