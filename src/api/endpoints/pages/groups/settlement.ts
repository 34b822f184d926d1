import { proofBankPage } from '../../../../shared/page-declaration/pages/proof/bank';
import { proofCollectPage } from '../../../../shared/page-declaration/pages/proof/collect';
import { proofEOnePage } from '../../../../shared/page-declaration/pages/proof/e-one';
import { proofSubledgersPage } from '../../../../shared/page-declaration/pages/proof/subledgers';
import { proofTempletPage } from '../../../../shared/page-declaration/pages/proof/templet';
import { proofVoucherPage } from '../../../../shared/page-declaration/pages/proof/voucher';
import { repaymentDetailsPage } from '../../../../shared/page-declaration/pages/repayment/details';
import { repaymentManagementPage } from '../../../../shared/page-declaration/pages/repayment/management';
import { repaymentRepaymentDetailPage } from '../../../../shared/page-declaration/pages/repayment/repayment-detail';
import { reportAmortizationPage } from '../../../../shared/page-declaration/pages/report/amortization';
import { declaredListEndpoint } from '../declared-list';
import type { DeclaredList } from '../declared-lists';

const TX = '/api/{product}-financial-transaction';

/** Endpoints of the declared lists of repayment, proof and reports (paths in docs/pages-settlement.md). */
export const settlementLists: readonly DeclaredList[] = [
  {
    declaration: repaymentRepaymentDetailPage,
    endpoint: declaredListEndpoint(
      repaymentRepaymentDetailPage,
      `${TX}/repaymentPlan/client/queryPage`,
    ),
  },
  {
    declaration: repaymentDetailsPage,
    endpoint: declaredListEndpoint(repaymentDetailsPage, `${TX}/repaymentRecord/client/queryPage`),
  },
  {
    declaration: repaymentManagementPage,
    endpoint: declaredListEndpoint(
      repaymentManagementPage,
      `${TX}/repaymentManagement/client/queryPage`,
    ),
  },
  {
    declaration: proofVoucherPage,
    endpoint: declaredListEndpoint(proofVoucherPage, `${TX}/proof/voucher/client/queryPage`),
  },
  {
    declaration: proofSubledgersPage,
    endpoint: declaredListEndpoint(proofSubledgersPage, `${TX}/proof/subledger/client/queryPage`),
  },
  {
    declaration: proofBankPage,
    endpoint: declaredListEndpoint(proofBankPage, `${TX}/proof/bankStatement/client/queryPage`),
  },
  {
    declaration: proofTempletPage,
    endpoint: declaredListEndpoint(proofTempletPage, `${TX}/proof/template/client/queryPage`),
  },
  {
    declaration: proofCollectPage,
    endpoint: declaredListEndpoint(proofCollectPage, `${TX}/proof/collection/client/queryPage`),
  },
  {
    declaration: proofEOnePage,
    endpoint: declaredListEndpoint(proofEOnePage, `${TX}/proof/eOnePosting/client/queryPage`),
  },
  {
    declaration: reportAmortizationPage,
    endpoint: declaredListEndpoint(
      reportAmortizationPage,
      `${TX}/report/amortization/client/queryPage`,
    ),
  },
];
