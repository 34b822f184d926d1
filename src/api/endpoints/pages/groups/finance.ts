import { financeAccountPage } from '../../../../shared/page-declaration/pages/finance/account';
import { financeCostsPage } from '../../../../shared/page-declaration/pages/finance/costs';
import { financeCostsDetailsPage } from '../../../../shared/page-declaration/pages/finance/costs-details';
import { financeDbsPage } from '../../../../shared/page-declaration/pages/finance/dbs-finance';
import { financeOrderPage } from '../../../../shared/page-declaration/pages/finance/finance-order';
import { financeInterestPage } from '../../../../shared/page-declaration/pages/finance/interest';
import { financePoolFactoringPage } from '../../../../shared/page-declaration/pages/finance/pool-factoring';
import { paymentFinancingPage } from '../../../../shared/page-declaration/pages/payment/financing';
import { paymentManagementPage } from '../../../../shared/page-declaration/pages/payment/management';
import { paymentReleaseRefundPage } from '../../../../shared/page-declaration/pages/payment/release-refund';
import { declaredListEndpoint } from '../declared-list';

const FT = '/api/{product}-financial-transaction';

/** Endpoints of the declared lists of finance and payment (paths in docs/pages-finance.md). */
export const financeLists = [
  {
    declaration: financeOrderPage,
    endpoint: declaredListEndpoint(financeOrderPage, `${FT}/financeOrder/client/pageList`),
  },
  {
    declaration: financeCostsPage,
    endpoint: declaredListEndpoint(financeCostsPage, `${FT}/financeCost/client/queryPage`),
  },
  {
    declaration: financeCostsDetailsPage,
    endpoint: declaredListEndpoint(
      financeCostsDetailsPage,
      `${FT}/financeCostDetail/client/queryPage`,
    ),
  },
  {
    declaration: financeDbsPage,
    endpoint: declaredListEndpoint(financeDbsPage, `${FT}/dbsFinance/client/queryPage`),
  },
  {
    declaration: financePoolFactoringPage,
    endpoint: declaredListEndpoint(
      financePoolFactoringPage,
      `${FT}/poolFactoring/drawdown/client/queryPage`,
    ),
  },
  {
    declaration: financeAccountPage,
    endpoint: declaredListEndpoint(financeAccountPage, `${FT}/poolAccount/client/queryPage`),
  },
  {
    declaration: financeInterestPage,
    endpoint: declaredListEndpoint(financeInterestPage, `${FT}/financeInterest/client/queryPage`),
  },
  {
    declaration: paymentManagementPage,
    endpoint: declaredListEndpoint(paymentManagementPage, `${FT}/payment/client/queryPage`),
  },
  {
    declaration: paymentFinancingPage,
    endpoint: declaredListEndpoint(
      paymentFinancingPage,
      `${FT}/payment/financing/client/queryPage`,
    ),
  },
  {
    declaration: paymentReleaseRefundPage,
    endpoint: declaredListEndpoint(
      paymentReleaseRefundPage,
      `${FT}/payment/releaseRefund/client/queryPage`,
    ),
  },
] as const;
