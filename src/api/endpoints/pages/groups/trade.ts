import { tradingPurchasePage } from '../../../../shared/page-declaration/pages/trading/purchase';
import { declaredListEndpoint } from '../declared-list';

const TRADE = '/api/{product}-financial-transaction';

/** Endpoints of the trade group's declared lists (paths documented in docs/declared-pages.md). */
export const tradeLists = [
  {
    declaration: tradingPurchasePage,
    endpoint: declaredListEndpoint(tradingPurchasePage, `${TRADE}/purchaseOrder/client/queryPage`),
  },
] as const;
