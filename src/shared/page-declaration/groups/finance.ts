import { financeAccountPage } from '../pages/finance/account';
import { financeCostsPage } from '../pages/finance/costs';
import { financeCostsDetailsPage } from '../pages/finance/costs-details';
import { financeDbsPage } from '../pages/finance/dbs-finance';
import { financeOrderPage } from '../pages/finance/finance-order';
import { financeInterestPage } from '../pages/finance/interest';
import { financePoolFactoringPage } from '../pages/finance/pool-factoring';
import { paymentFinancingPage } from '../pages/payment/financing';
import { paymentManagementPage } from '../pages/payment/management';
import { paymentReleaseRefundPage } from '../pages/payment/release-refund';

/** Declared pages of finance and payment (docs/pages-finance.md). */
export const financePages = [
  financeOrderPage,
  financeCostsPage,
  financeCostsDetailsPage,
  financeDbsPage,
  financePoolFactoringPage,
  financeAccountPage,
  financeInterestPage,
  paymentManagementPage,
  paymentFinancingPage,
  paymentReleaseRefundPage,
] as const;
