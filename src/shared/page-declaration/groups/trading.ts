import { tradingPurchasePage } from '../pages/trading/purchase';

/** Declared pages of the trading area. */
export const tradingPages = [tradingPurchasePage] as const;
