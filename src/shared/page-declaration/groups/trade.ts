import { tradingPurchasePage } from '../pages/trading/purchase';

/** Declared pages of trading, confirmation, contract and the account overview. */
export const tradePages = [tradingPurchasePage] as const;
