import { accountOverviewPage } from '../pages/account-overview/account-overview';
import { deductionReportPage } from '../pages/confirmation/deduction-report';
import { invoiceConfirmationPage } from '../pages/confirmation/invoice-confirmation';
import { contractInfoPage } from '../pages/contract/info';
import { tradingInvoicePage } from '../pages/trading/invoice';
import { tradingPurchasePage } from '../pages/trading/purchase';

/** Declared pages of trading, confirmation, contract and the account overview. */
export const tradePages = [
  tradingPurchasePage,
  tradingInvoicePage,
  invoiceConfirmationPage,
  deductionReportPage,
  contractInfoPage,
  accountOverviewPage,
] as const;
