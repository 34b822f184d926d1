import type { ColumnDeclaration, PageDeclaration, SearchFieldDeclaration } from './types';

/** The roles that sell on the trading pages: their orders and invoices name the buyer. */
export const SELLING_ROLES: readonly string[] = ['SUPPLIER', 'COMPANY', 'FUNDER'];
/** The buying role: its orders and invoices name the supplier. */
export const BUYING_ROLES: readonly string[] = ['BUYER'];
/** A session acting in no company role (a director), as `companyRoles` names it. */
export const NO_COMPANY_ROLE = '';
/**
 * Everyone but a funder: a funder's finance orders, payments and repayments are the ones it
 * funds, so a Funder column would name the funder itself on every row.
 */
export const NON_FUNDER_ROLES: readonly string[] = [
  'SUPPLIER',
  'BUYER',
  'COMPANY',
  NO_COMPANY_ROLE,
];

const shownTo = (role: string | null) => (item: ColumnDeclaration | SearchFieldDeclaration) =>
  !item.companyRoles || item.companyRoles.includes(role ?? NO_COMPANY_ROLE);

/**
 * The page as the session's company role sees it: columns and search fields declared for other
 * roles left out (docs/role-views.md). The same declaration when nothing is role-bound.
 */
export function declarationForRole<D extends PageDeclaration>(
  declaration: D,
  companyRole: string | null,
): D {
  const bound = [...declaration.columns, ...declaration.searchFields].some((c) => c.companyRoles);
  if (!bound) return declaration;
  return {
    ...declaration,
    columns: declaration.columns.filter(shownTo(companyRole)),
    searchFields: declaration.searchFields.filter(shownTo(companyRole)),
  };
}
