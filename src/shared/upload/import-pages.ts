/**
 * The declared pages that take a batch import and a template (docs/uploads.md), with the outbox
 * command of each page's import. Shared so the UI can pick the command without importing the
 * worker.
 */
export const IMPORT_PAGES = {
  'trading.purchase': { command: 'pages.importPurchase' },
  'trading.invoice': { command: 'pages.importInvoice' },
  'confirmation.invoiceConfirmation': { command: 'pages.importConfirmation' },
} as const;

export type ImportPageId = keyof typeof IMPORT_PAGES;

export const isImportPage = (pageId: string): pageId is ImportPageId =>
  Object.hasOwn(IMPORT_PAGES, pageId);
