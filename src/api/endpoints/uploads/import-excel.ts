import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import type { ImportPageId } from '../../../shared/upload/import-pages';

/** The batch import result (spec 001 §3): errorUrl downloads the failing rows and why. */
export const importResult = z.object({
  errorNumber: z.number(),
  successfulNumber: z.number(),
  errorUrl: z.string().nullable(),
});
export type ImportResult = z.infer<typeof importResult>;

/** The outbox payload of an import: the key of the uploaded file. */
export const importPayload = z.object({ fileKey: identifier().min(1) });

const importEndpoint = (id: string, path: string) =>
  defineEndpoint({
    id,
    method: 'POST',
    path: `/api/{product}-financial-transaction/${path}/importExcel`,
    query: importPayload,
    data: importResult,
  });

/**
 * POST with an empty body and query fileKey (spec 001 §7 "Batch import generally"): the invoice
 * path is the spec's, the others follow its shape (docs/uploads.md).
 */
export const importEndpoints = {
  'trading.purchase': importEndpoint('pages.importPurchase', 'purchaseOrder/client'),
  'trading.invoice': importEndpoint('pages.importInvoice', 'finance/invoice/client'),
  'confirmation.invoiceConfirmation': importEndpoint(
    'pages.importConfirmation',
    'invoiceConfirmation/client',
  ),
} as const satisfies Record<ImportPageId, unknown>;
