import type { RouteId } from '../../../shared/routes/paths';
import type { PageLoader } from '../page-modules';

/** Page modules of the declared finance and payment pages (docs/pages-finance.md). */
export const financeModules: Partial<Record<RouteId, PageLoader>> = {
  financeOrder: () => import('../../pages/finance/FinanceOrderListPage'),
  financeOrderDetail: () => import('../../pages/finance/finance-order/FinanceOrderDetailPage'),
  financeOrderConfirm: () =>
    import('../../pages/finance/finance-order/FinanceOrderConfirmListPage'),
  financeOrderConfirmById: () =>
    import('../../pages/finance/finance-order/FinanceOrderConfirmPage'),
  financeOrderAdd: () => import('../../pages/finance/finance-order/FinanceOrderAddPage'),
  financeOrderEdit: () => import('../../pages/finance/finance-order/FinanceOrderEditPage'),
  financeOrderUpdate: () => import('../../pages/finance/finance-order/FinanceOrderUpdatePage'),
  financeOrderArp: () => import('../../pages/finance/finance-order/FinanceOrderArpPage'),
  financeCosts: () => import('../../pages/finance/CostsListPage'),
  financeCostsDetails: () => import('../../pages/finance/CostsDetailsListPage'),
  financeDbs: () => import('../../pages/finance/DbsFinanceListPage'),
  financePoolFactoring: () => import('../../pages/finance/PoolFactoringListPage'),
  financeAccount: () => import('../../pages/finance/FinanceAccountListPage'),
  financeInterest: () => import('../../pages/finance/InterestListPage'),
  paymentManagement: () => import('../../pages/payment/PaymentManagementListPage'),
  paymentFinancing: () => import('../../pages/payment/FinancingPaymentListPage'),
  paymentReleaseRefund: () => import('../../pages/payment/ReleaseRefundListPage'),
};
