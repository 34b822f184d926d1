import type { RouteId } from '../../../shared/routes/paths';
import type { PageLoader } from '../page-modules';

/** Page modules of the trade group's declared pages (trading, confirmation, contract, overview). */
export const tradeModules: Partial<Record<RouteId, PageLoader>> = {
  tradingPurchase: () => import('../../pages/trading/PurchaseListPage'),
  tradingPurchaseDetails: () => import('../../pages/trading/PurchaseDetailPage'),
};
