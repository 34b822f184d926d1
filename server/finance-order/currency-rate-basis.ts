/**
 * The reference rate each currency floats on, and its day-count base: money-market convention
 * (actual/360 for USD, EUR and CNY; actual/365 for HKD, SGD and JPY). docs/finance-order-pickers.md
 * #product-terms says why.
 */
export const CURRENCY_RATE_BASIS: Readonly<
  Record<string, { baseRateType: string; dayBase: 360 | 365 }>
> = {
  USD: { baseRateType: 'SOFR', dayBase: 360 },
  EUR: { baseRateType: 'ESTR', dayBase: 360 },
  CNY: { baseRateType: 'SHIBOR_3M', dayBase: 360 },
  HKD: { baseRateType: 'HIBOR_3M', dayBase: 365 },
  SGD: { baseRateType: 'SORA', dayBase: 365 },
  JPY: { baseRateType: 'TONA', dayBase: 365 },
};
