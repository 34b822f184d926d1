import type { RouteId } from '../../../shared/routes/paths';
import type { PageLoader } from '../page-modules';

/** Page modules of the declared repayment, proof and report pages. */
export const settlementModules: Partial<Record<RouteId, PageLoader>> = {
  repaymentRepaymentDetail: () => import('../../pages/repayment/RepaymentScheduleListPage'),
  repaymentDetails: () => import('../../pages/repayment/RepaymentDetailsListPage'),
  repaymentManagement: () => import('../../pages/repayment/RepaymentManagementListPage'),
  proof: () => import('../../pages/proof/VoucherListPage'),
  proofSubledgers: () => import('../../pages/proof/SubledgerListPage'),
  proofBank: () => import('../../pages/proof/BankStatementListPage'),
  proofTemplet: () => import('../../pages/proof/TempletListPage'),
  proofTempletDetail: () => import('../../pages/proof/TempletDetailPage'),
  proofCollect: () => import('../../pages/proof/CollectListPage'),
  proofEOne: () => import('../../pages/proof/EOneListPage'),
  reportAmortization: () => import('../../pages/report/AmortizationListPage'),
};
