import { proofBankPage } from '../pages/proof/bank';
import { proofCollectPage } from '../pages/proof/collect';
import { proofEOnePage } from '../pages/proof/e-one';
import { proofSubledgersPage } from '../pages/proof/subledgers';
import { proofTempletPage } from '../pages/proof/templet';
import { proofVoucherPage } from '../pages/proof/voucher';
import { repaymentDetailsPage } from '../pages/repayment/details';
import { repaymentManagementPage } from '../pages/repayment/management';
import { repaymentRepaymentDetailPage } from '../pages/repayment/repayment-detail';
import { reportAmortizationPage } from '../pages/report/amortization';
import type { PageDeclaration } from '../types';

/** Declared pages of repayment, proof and reports (docs/pages-settlement.md). */
export const settlementPages: readonly PageDeclaration[] = [
  repaymentRepaymentDetailPage,
  repaymentDetailsPage,
  repaymentManagementPage,
  proofVoucherPage,
  proofSubledgersPage,
  proofBankPage,
  proofTempletPage,
  proofCollectPage,
  proofEOnePage,
  reportAmortizationPage,
];
