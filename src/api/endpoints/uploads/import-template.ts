import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import type { ImportPageId } from '../../../shared/upload/import-pages';

const BASE = '/api/{product}-financial-transaction/client/field/config';

const templateEndpoint = (id: string, form: string) =>
  defineEndpoint({
    id,
    method: 'GET',
    path: `${BASE}/${form}/template/download`,
    query: z.object({ type: z.enum(['EXCEL']).default('EXCEL') }),
    data: z.unknown(),
    responseKind: 'download',
  });

/**
 * GET (file): the import template of a page, an xlsx whose header row names the importable
 * fields. The invoice path is the spec's (001 §7); the others follow its shape.
 */
export const importTemplates = {
  'trading.purchase': templateEndpoint('files.templatePurchase', 'purchaseOrder'),
  'trading.invoice': templateEndpoint('files.templateInvoice', 'invoice'),
  'confirmation.invoiceConfirmation': templateEndpoint(
    'files.templateConfirmation',
    'invoiceConfirmation',
  ),
} as const satisfies Record<ImportPageId, unknown>;
