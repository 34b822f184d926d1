import type { RouteId } from '../../../shared/routes/paths';
import type { PageLoader } from '../page-modules';

/** Page modules of the trade group's declared pages (trading, confirmation, contract, overview). */
export const tradeModules: Partial<Record<RouteId, PageLoader>> = {
  tradingPurchase: () => import('../../pages/trading/PurchaseListPage'),
  tradingPurchaseDetails: () => import('../../pages/trading/PurchaseDetailPage'),
  tradingPurchaseAdd: () => import('../../pages/trading/PurchaseAddPage'),
  tradingPurchaseEdit: () => import('../../pages/trading/PurchaseEditPage'),
  tradingPurchaseDraft: () => import('../../pages/trading/PurchaseDraftPage'),
  tradingPurchaseUpdate: () => import('../../pages/trading/PurchaseUpdatePage'),
  tradingPurchaseUpload: () => import('../../pages/trading/PurchaseUploadPage'),
  tradingInvoice: () => import('../../pages/trading/InvoiceListPage'),
  tradingInvoiceDetails: () => import('../../pages/trading/InvoiceDetailPage'),
  tradingInvoiceAdd: () => import('../../pages/trading/InvoiceAddPage'),
  tradingInvoiceEdit: () => import('../../pages/trading/InvoiceEditPage'),
  tradingInvoiceUpload: () => import('../../pages/trading/InvoiceUploadPage'),
  invoiceConfirmation: () => import('../../pages/confirmation/InvoiceConfirmationListPage'),
  invoiceConfirmationDetail: () => import('../../pages/confirmation/InvoiceConfirmationDetailPage'),
  invoiceConfirmationUpload: () => import('../../pages/confirmation/InvoiceConfirmationUploadPage'),
  invoiceConfirmationBatchUpload: () =>
    import('../../pages/confirmation/InvoiceConfirmationBatchUploadPage'),
  deductionReport: () => import('../../pages/confirmation/DeductionReportListPage'),
  contractInfo: () => import('../../pages/contract/ContractInfoListPage'),
  accountOverview: () => import('../../pages/account-overview/AccountOverviewListPage'),
};
