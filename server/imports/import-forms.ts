import type { ImportPageId } from '../../src/shared/upload/import-pages';
import { confirmationImportForm } from '../forms/records/confirmation-import-form';
import { invoiceForm } from '../forms/records/invoice-form';
import { purchaseForm } from '../forms/records/purchase-form';
import type { RecordForm } from '../forms/records/record-form';

/**
 * The form each batch import reads its rows with: the page's own add form where it has one, so an
 * imported row passes exactly the checks a typed one does.
 */
export const importForms: Readonly<Record<ImportPageId, RecordForm>> = {
  'trading.purchase': purchaseForm,
  'trading.invoice': invoiceForm,
  'confirmation.invoiceConfirmation': confirmationImportForm,
};

/** The authority each import and template needs (server/seed/data/permission-tree.ts). */
export const importAuthorities: Readonly<
  Record<ImportPageId, { import: string; template: string }>
> = {
  'trading.purchase': {
    import: 'trading.purchase.batchUpload',
    template: 'trading.purchase.downloadTemplate',
  },
  'trading.invoice': {
    import: 'trading.invoice.batchUpload',
    template: 'trading.invoice.downloadTemplate',
  },
  // No template authority exists for confirmations: whoever may import may fetch its template.
  'confirmation.invoiceConfirmation': {
    import: 'confirmation.invoiceConfirmation.batchUpload',
    template: 'confirmation.invoiceConfirmation.batchUpload',
  },
};
