import { accountOverviewPage } from '../../../../shared/page-declaration/pages/account-overview/account-overview';
import { deductionReportPage } from '../../../../shared/page-declaration/pages/confirmation/deduction-report';
import { invoiceConfirmationPage } from '../../../../shared/page-declaration/pages/confirmation/invoice-confirmation';
import { contractInfoPage } from '../../../../shared/page-declaration/pages/contract/info';
import { tradingInvoicePage } from '../../../../shared/page-declaration/pages/trading/invoice';
import { tradingPurchasePage } from '../../../../shared/page-declaration/pages/trading/purchase';
import { declaredListEndpoint } from '../declared-list';

const TRADE = '/api/{product}-financial-transaction';
const CONTRACT = '/api/{product}-contract';

/** Endpoints of the trade group's declared lists (paths documented in docs/pages-trade.md). */
export const tradeLists = [
  {
    declaration: tradingPurchasePage,
    endpoint: declaredListEndpoint(tradingPurchasePage, `${TRADE}/purchaseOrder/client/queryPage`),
  },
  {
    declaration: tradingInvoicePage,
    endpoint: declaredListEndpoint(tradingInvoicePage, `${TRADE}/invoice/client/queryPage`),
  },
  {
    declaration: invoiceConfirmationPage,
    endpoint: declaredListEndpoint(
      invoiceConfirmationPage,
      `${TRADE}/invoiceConfirmation/client/queryPage`,
    ),
  },
  {
    declaration: deductionReportPage,
    endpoint: declaredListEndpoint(
      deductionReportPage,
      `${TRADE}/deductionReport/client/queryPage`,
    ),
  },
  {
    declaration: contractInfoPage,
    endpoint: declaredListEndpoint(contractInfoPage, `${CONTRACT}/contract/client/queryPage`),
  },
  {
    declaration: accountOverviewPage,
    endpoint: declaredListEndpoint(
      accountOverviewPage,
      `${TRADE}/accountOverview/client/queryPage`,
    ),
  },
] as const;
