/** The company role the server uses for a director's company; news links land it as a supplier. */
export const COMPANY_ROLE = 'COMPANY';
export const SUPPLIER_ROLE = 'SUPPLIER';

/**
 * Role names arrive in two spellings: the principal's (SUPPLIER, BUYER, FUNDER, COMPANY) and the
 * switcher's (supplier, buyer, capital). Comparing them raw would ask for a switch to the role
 * the user already has.
 */
export function sameCompanyRole(
  a: string | null | undefined,
  b: string | null | undefined,
): boolean {
  return canonical(a) === canonical(b);
}

function canonical(role: string | null | undefined): string {
  const upper = (role ?? '').trim().toUpperCase();
  return upper === 'CAPITAL' ? 'FUNDER' : upper;
}
