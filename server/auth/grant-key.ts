import type { CompanyRole } from './company-role-name';

/**
 * The key permissions and authorities are granted under: the company role the session acts as,
 * or '' for a user without one (a director). '' rather than NULL because it is part of the
 * tables' primary keys.
 */
export function grantKey(companyRole: CompanyRole | null): string {
  return companyRole ?? '';
}
