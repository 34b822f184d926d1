import type { PrincipalLike } from '../permissions/principal';
import { hasAuthority } from '../permissions/roles';

/** The authority of changing the company: its Edit page and its documents (docs/company.md). */
export const COMPANY_EDIT_AUTHORITY = 'org.company.edit.edit';
/** The menu that shows the company profile and its documents. */
export const COMPANY_DETAIL_MENU = 'org.company.detail';

/** Edit, and adding documents to the tree, need the edit authority; viewing does not. */
export const mayEditCompany = (principal: PrincipalLike | null | undefined): boolean =>
  hasAuthority(principal, COMPANY_EDIT_AUTHORITY);
