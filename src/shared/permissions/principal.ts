/**
 * The parts of the signed-in principal that role and authority checks read. Structural, so the
 * worker's Principal (and a test's literal) fit without this module importing either side.
 */
export interface PrincipalLike {
  readonly user: { readonly userRoles?: string | null };
  readonly roles: readonly { readonly roleCode: string }[];
  readonly authorities: readonly { readonly pid: string }[];
}
