/** The company's business type decides which finance products exist for it at all. */
export type PoolMode = 'dbs' | 'product' | 'none';

export const DBS_POOL_FACTORING = 'DBS_POOL_FACTORING';

/** `{PRODUCT}_POOL_FACTORING`: the product code comes from configuration, never hard-coded here. */
export function productPoolFactoring(productCode: string): string {
  return `${productCode.trim().toUpperCase()}_POOL_FACTORING`;
}

export function poolModeOf(value: string | null | undefined, productCode: string): PoolMode {
  const mode = (value ?? '').trim().toUpperCase();
  if (mode === DBS_POOL_FACTORING) return 'dbs';
  if (mode !== '' && mode === productPoolFactoring(productCode)) return 'product';
  return 'none';
}

/** Path prefixes each pool mode takes away (spec 000 section 6), whatever else grants them. */
export const POOL_MODE_EXCLUSIONS: Readonly<Record<PoolMode, readonly string[]>> = {
  dbs: [
    '/finance/finance-order',
    '/finance/poolFactoring',
    '/finance/account',
    '/finance/interest',
  ],
  product: ['/finance/finance-order', '/finance/dbsFinance', '/payment', '/repayment'],
  none: ['/finance/dbsFinance', '/finance/poolFactoring', '/finance/account', '/finance/interest'],
};
