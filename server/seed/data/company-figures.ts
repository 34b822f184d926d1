/**
 * Headline figures per demo company for the home page (summaryCompany), fixed so that answers
 * are the same on every seed. Amounts are decimal text with two places, as numeric(20,2) spells
 * them; every company here uses a two-decimal currency.
 */
export interface CompanyFiguresSeed {
  companyId: string;
  currency: string;
  financedAmount: string;
  outstandingAmount: string;
  availableLimit: string;
  orderCount: number;
}

export const COMPANY_FIGURES: readonly CompanyFiguresSeed[] = [
  {
    companyId: 'C001',
    currency: 'CNY',
    financedAmount: '12580000.00',
    outstandingAmount: '4326750.50',
    availableLimit: '7673249.50',
    orderCount: 48,
  },
  {
    companyId: 'C002',
    currency: 'USD',
    financedAmount: '3150000.00',
    outstandingAmount: '982400.25',
    availableLimit: '2017599.75',
    orderCount: 17,
  },
  {
    companyId: 'C003',
    currency: 'USD',
    financedAmount: '45800000.00',
    outstandingAmount: '18650320.80',
    availableLimit: '31349679.20',
    orderCount: 212,
  },
  {
    companyId: 'C004',
    currency: 'CNY',
    financedAmount: '0.00',
    outstandingAmount: '0.00',
    availableLimit: '5000000.00',
    orderCount: 0,
  },
  {
    companyId: 'C005',
    currency: 'CNY',
    financedAmount: '6420000.00',
    outstandingAmount: '1875000.00',
    availableLimit: '3125000.00',
    orderCount: 23,
  },
  {
    companyId: 'C006',
    currency: 'CNY',
    financedAmount: '8990000.00',
    outstandingAmount: '2640500.40',
    availableLimit: '4359499.60',
    orderCount: 31,
  },
];
