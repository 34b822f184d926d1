import { describe, expect, it } from 'vitest';
import { tradingInvoicePage } from '../../../src/shared/page-declaration/pages/trading/invoice';
import { tradingPurchasePage } from '../../../src/shared/page-declaration/pages/trading/purchase';
import { contractInfoPage } from '../../../src/shared/page-declaration/pages/contract/info';
import { financeOrderPage } from '../../../src/shared/page-declaration/pages/finance/finance-order';
import { paymentFinancingPage } from '../../../src/shared/page-declaration/pages/payment/financing';
import { repaymentManagementPage } from '../../../src/shared/page-declaration/pages/repayment/management';
import { declarationForRole } from '../../../src/shared/page-declaration/role-view';

const keys = (items: readonly { key: string }[]) => items.map((i) => i.key);

describe('a page as a company role sees it', () => {
  it.each([tradingPurchasePage, tradingInvoicePage])(
    '$id names the supplier to a buyer and the buyer to a supplier',
    (page) => {
      const buyer = declarationForRole(page, 'BUYER');
      expect(keys(buyer.columns)).toContain('supplierName');
      expect(keys(buyer.columns)).not.toContain('buyerName');
      expect(keys(buyer.searchFields)).toContain('supplierName');
      expect(keys(buyer.searchFields)).not.toContain('buyerName');
      const supplier = declarationForRole(page, 'SUPPLIER');
      expect(keys(supplier.columns)).toContain('buyerName');
      expect(keys(supplier.columns)).not.toContain('supplierName');
      expect(keys(supplier.searchFields)).not.toContain('supplierName');
    },
  );

  it.each([financeOrderPage, paymentFinancingPage, repaymentManagementPage])(
    '$id names the funder to everyone but the funder itself',
    (page) => {
      const funder = declarationForRole(page, 'FUNDER');
      expect(keys(funder.columns)).not.toContain('funderName');
      expect(keys(funder.searchFields)).not.toContain('funderName');
      expect(keys(declarationForRole(page, 'SUPPLIER').columns)).toContain('funderName');
      // A director acts in no company role and still sees who funds.
      expect(keys(declarationForRole(page, null).columns)).toContain('funderName');
    },
  );

  it('leaves a page without role-bound columns as it is', () => {
    expect(declarationForRole(contractInfoPage, 'BUYER')).toBe(contractInfoPage);
  });
});
