import type { PermissionNode } from '../../../../../src/shared/permissions/resolve-permission-prefixes';

/** The permission list the menu call would send for these leaf paths, parents included. */
export function permissionsFor(leafPaths: readonly string[]): PermissionNode[] {
  const nodes = new Map<string, PermissionNode>();
  for (const leaf of leafPaths) {
    const names = leaf.split('/').filter(Boolean);
    names.forEach((name, i) => {
      const id = names.slice(0, i + 1).join('.');
      const parentPermissionId = i === 0 ? null : names.slice(0, i).join('.');
      if (!nodes.has(id)) nodes.set(id, { id, name, parentPermissionId });
    });
  }
  return [...nodes.values()];
}

/** Every menu page of the portal, as the demo supplier has them. */
export const FULL_MENU = [
  '/home',
  '/org/company/detail',
  '/org/account',
  '/org/info',
  '/confirmation/invoiceConfirmation',
  '/confirmation/deduction-report',
  '/contract/info',
  '/account-overview',
  '/trading/purchase',
  '/trading/invoice',
  '/finance/finance-order',
  '/finance/costs',
  '/finance/dbsFinance',
  '/finance/poolFactoring',
  '/finance/account',
  '/finance/interest',
  '/payment/management',
  '/payment/financing',
  '/payment/release-refund',
  '/repayment/repaymentDetail',
  '/repayment/details',
  '/repayment/management',
  '/proof/subledgers',
  '/proof/bank',
  '/proof/templet',
  '/proof/collect',
  '/proof/e_one',
  '/report/amortization',
] as const;
