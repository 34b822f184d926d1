import type { ProductTerms } from '../../../src/shared/finance-order/trial-types';
import { CURRENCY_RATE_BASIS } from '../../finance-order/currency-rate-basis';

/** A financing product of the product search (spec 000 §7 `product/list`). */
export interface FinancingProductSeed {
  code: string;
  nameEn: string;
  nameCn: string;
  productType: 'FACTORING' | 'REVERSE_FACTORING' | 'POOL_FACTORING' | 'PO_FINANCING';
  currency: string;
  /** What the trial calculation needs (issue 18, docs/finance-order-pickers.md#product-terms). */
  terms: SeedTerms;
}

type SeedTerms = Omit<ProductTerms, 'productCode' | 'currency' | 'dayBase'>;

const fixed = (
  advanceRate: string,
  fixedRate: string,
  tenor: [number, number],
  fees: SeedTerms['fees'],
): SeedTerms => ({
  advanceRate,
  rateType: 'FIXED',
  fixedRate,
  baseRateType: null,
  direction: null,
  spread: null,
  minTenorDays: tenor[0],
  maxTenorDays: tenor[1],
  fees,
});

const floating = (
  currency: string,
  advanceRate: string,
  spread: string,
  tenor: [number, number],
  fees: SeedTerms['fees'],
): SeedTerms => ({
  advanceRate,
  rateType: 'FLOATING',
  fixedRate: null,
  baseRateType: CURRENCY_RATE_BASIS[currency]?.baseRateType ?? null,
  direction: 'UP',
  spread,
  minTenorDays: tenor[0],
  maxTenorDays: tenor[1],
  fees,
});

const arrangement = (value: string) => ({ type: 'ARRANGEMENT', kind: 'RATE', value }) as const;
const handling = (value: string) => ({ type: 'HANDLING', kind: 'FLAT', value }) as const;

export const FINANCING_PRODUCTS: readonly FinancingProductSeed[] = [
  {
    code: 'AR-FACT-USD',
    nameEn: 'Receivables Factoring (USD)',
    nameCn: '应收账款保理（美元）',
    productType: 'FACTORING',
    currency: 'USD',
    terms: floating('USD', '85.00', '1.75', [30, 180], [arrangement('0.50')]),
  },
  {
    code: 'AR-FACT-CNY',
    nameEn: 'Receivables Factoring (CNY)',
    nameCn: '应收账款保理（人民币）',
    productType: 'FACTORING',
    currency: 'CNY',
    terms: fixed('80.00', '4.35', [30, 180], [handling('500.00')]),
  },
  {
    code: 'AR-FACT-NR-EUR',
    nameEn: 'Non-Recourse Factoring (EUR)',
    nameCn: '无追索权保理（欧元）',
    productType: 'FACTORING',
    currency: 'EUR',
    terms: floating('EUR', '75.00', '2.10', [30, 120], [arrangement('0.75'), handling('150.00')]),
  },
  {
    code: 'SCF-RF-USD',
    nameEn: 'Supplier Early Payment (USD)',
    nameCn: '供应商提前付款（美元）',
    productType: 'REVERSE_FACTORING',
    currency: 'USD',
    terms: floating('USD', '90.00', '1.20', [30, 180], [handling('250.00')]),
  },
  {
    code: 'SCF-RF-CNY',
    nameEn: 'Supplier Early Payment (CNY)',
    nameCn: '供应商提前付款（人民币）',
    productType: 'REVERSE_FACTORING',
    currency: 'CNY',
    terms: floating('CNY', '90.00', '0.80', [30, 180], [arrangement('0.30')]),
  },
  {
    code: 'SCF-RF-HKD',
    nameEn: 'Supplier Early Payment (HKD)',
    nameCn: '供应商提前付款（港币）',
    productType: 'REVERSE_FACTORING',
    currency: 'HKD',
    terms: floating('HKD', '85.00', '1.50', [30, 150], [handling('800.00')]),
  },
  {
    code: 'POOL-USD',
    nameEn: 'Receivables Pool Financing (USD)',
    nameCn: '应收账款池融资（美元）',
    productType: 'POOL_FACTORING',
    currency: 'USD',
    terms: fixed('80.00', '6.25', [60, 180], [arrangement('0.40'), handling('300.00')]),
  },
  {
    code: 'POOL-SGD',
    nameEn: 'Receivables Pool Financing (SGD)',
    nameCn: '应收账款池融资（新加坡元）',
    productType: 'POOL_FACTORING',
    currency: 'SGD',
    terms: floating('SGD', '80.00', '1.85', [30, 180], [arrangement('0.50')]),
  },
  {
    code: 'PO-FIN-USD',
    nameEn: 'Purchase Order Financing (USD)',
    nameCn: '订单融资（美元）',
    productType: 'PO_FINANCING',
    currency: 'USD',
    terms: fixed('70.00', '7.50', [30, 90], [arrangement('1.00')]),
  },
  {
    code: 'PO-FIN-JPY',
    nameEn: 'Purchase Order Financing (JPY)',
    nameCn: '订单融资（日元）',
    productType: 'PO_FINANCING',
    currency: 'JPY',
    terms: floating('JPY', '75.00', '1.25', [30, 120], [handling('30000')]),
  },
];
