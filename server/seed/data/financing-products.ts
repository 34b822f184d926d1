/** A financing product of the product search (spec 000 §7 `product/list`). */
export interface FinancingProductSeed {
  code: string;
  nameEn: string;
  nameCn: string;
  productType: 'FACTORING' | 'REVERSE_FACTORING' | 'POOL_FACTORING' | 'PO_FINANCING';
  currency: string;
}

export const FINANCING_PRODUCTS: readonly FinancingProductSeed[] = [
  {
    code: 'AR-FACT-USD',
    nameEn: 'Receivables Factoring (USD)',
    nameCn: '应收账款保理（美元）',
    productType: 'FACTORING',
    currency: 'USD',
  },
  {
    code: 'AR-FACT-CNY',
    nameEn: 'Receivables Factoring (CNY)',
    nameCn: '应收账款保理（人民币）',
    productType: 'FACTORING',
    currency: 'CNY',
  },
  {
    code: 'AR-FACT-NR-EUR',
    nameEn: 'Non-Recourse Factoring (EUR)',
    nameCn: '无追索权保理（欧元）',
    productType: 'FACTORING',
    currency: 'EUR',
  },
  {
    code: 'SCF-RF-USD',
    nameEn: 'Supplier Early Payment (USD)',
    nameCn: '供应商提前付款（美元）',
    productType: 'REVERSE_FACTORING',
    currency: 'USD',
  },
  {
    code: 'SCF-RF-CNY',
    nameEn: 'Supplier Early Payment (CNY)',
    nameCn: '供应商提前付款（人民币）',
    productType: 'REVERSE_FACTORING',
    currency: 'CNY',
  },
  {
    code: 'SCF-RF-HKD',
    nameEn: 'Supplier Early Payment (HKD)',
    nameCn: '供应商提前付款（港币）',
    productType: 'REVERSE_FACTORING',
    currency: 'HKD',
  },
  {
    code: 'POOL-USD',
    nameEn: 'Receivables Pool Financing (USD)',
    nameCn: '应收账款池融资（美元）',
    productType: 'POOL_FACTORING',
    currency: 'USD',
  },
  {
    code: 'POOL-SGD',
    nameEn: 'Receivables Pool Financing (SGD)',
    nameCn: '应收账款池融资（新加坡元）',
    productType: 'POOL_FACTORING',
    currency: 'SGD',
  },
  {
    code: 'PO-FIN-USD',
    nameEn: 'Purchase Order Financing (USD)',
    nameCn: '订单融资（美元）',
    productType: 'PO_FINANCING',
    currency: 'USD',
  },
  {
    code: 'PO-FIN-JPY',
    nameEn: 'Purchase Order Financing (JPY)',
    nameCn: '订单融资（日元）',
    productType: 'PO_FINANCING',
    currency: 'JPY',
  },
];
