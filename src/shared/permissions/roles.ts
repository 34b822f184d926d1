import type { PrincipalLike } from './principal';

type MaybePrincipal = PrincipalLike | null | undefined;

/** An empty list asks for nothing in common with the user, so it is never satisfied. */
export function hasAnyRole(principal: MaybePrincipal, codes: readonly string[]): boolean {
  if (!principal) return false;
  const held = new Set(principal.roles.map((role) => role.roleCode));
  return codes.some((code) => held.has(code));
}

/** An empty list asks for nothing, so any signed-in principal satisfies it. */
export function hasAllRoles(principal: MaybePrincipal, codes: readonly string[]): boolean {
  if (!principal) return false;
  const held = new Set(principal.roles.map((role) => role.roleCode));
  return codes.every((code) => held.has(code));
}

/** Authorities are named by their pid path and match exactly. */
export function hasAuthority(principal: MaybePrincipal, pidPath: string): boolean {
  if (!principal) return false;
  return principal.authorities.some((authority) => authority.pid === pidPath);
}

/** The spec's test: the userRoles text contains `Director` (as the server spells it). */
export function isDirector(principal: MaybePrincipal): boolean {
  return (principal?.user.userRoles ?? '').includes('Director');
}
