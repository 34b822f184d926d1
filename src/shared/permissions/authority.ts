import { isUnderPrefix, samePath } from '../routes/path-segments';
import { ALWAYS_ALLOWED_PREFIXES } from './always-allowed';
import { POOL_MODE_EXCLUSIONS, poolModeOf } from './pool-mode';
import { resolvePermissionPrefixes, type PermissionNode } from './resolve-permission-prefixes';

/**
 * What a user may open. Plain data, so the worker can build it and the UI can hold it.
 *
 * `excluded` is kept next to the grants, not only subtracted from them: a grant wider than an
 * exclusion (a leaf permission `/finance`, say) must not reopen what the pool mode took away.
 */
export interface Authority {
  /** Menu permissions resolved to route prefixes, plus the always-allowed routes. */
  readonly prefixes: readonly string[];
  /**
   * The prefixes the menu call granted, without the always-allowed routes: what the side menu
   * offers. An always-allowed route opens by address, but the menu lists it only when granted
   * (docs/role-views.md). Absent: the side menu goes by `prefixes`.
   */
  readonly menuPrefixes?: readonly string[];
  /** Menu groups: their own path only. */
  readonly exact: readonly string[];
  readonly excluded: readonly string[];
}

export interface AuthorityInput {
  readonly permissions: readonly PermissionNode[];
  /** The stored business type: DBS_POOL_FACTORING, {PRODUCT}_POOL_FACTORING or empty. */
  readonly poolMode: string | null | undefined;
  readonly productCode: string;
}

export const NO_AUTHORITY: Authority = { prefixes: [], exact: [], excluded: [] };

/**
 * Exclusions win over everything, the always-allowed routes included: "always allowed" means
 * "needs no menu permission", while a pool mode says the product does not exist for this company.
 */
export function buildAuthority({ permissions, poolMode, productCode }: AuthorityInput): Authority {
  const excluded = POOL_MODE_EXCLUSIONS[poolModeOf(poolMode, productCode)];
  const resolved = resolvePermissionPrefixes(permissions);
  const kept = (path: string) => !excluded.some((prefix) => isUnderPrefix(path, prefix));
  return {
    prefixes: [...new Set([...resolved.prefixes, ...ALWAYS_ALLOWED_PREFIXES])].filter(kept),
    menuPrefixes: resolved.prefixes.filter(kept),
    exact: resolved.groups.filter(kept),
    excluded: [...excluded],
  };
}

/** Prefix match on whole segments: `/payment` opens `/payment/management`, not `/paymentX`. */
export function isAllowed(authority: Authority | null | undefined, path: string): boolean {
  if (!authority) return false;
  if (authority.excluded.some((prefix) => isUnderPrefix(path, prefix))) return false;
  return (
    authority.prefixes.some((prefix) => isUnderPrefix(path, prefix)) ||
    authority.exact.some((group) => samePath(group, path))
  );
}

/**
 * Whether the menu offers `path`: the menu's grants only, without the always-allowed routes that
 * open by address for everyone (the side menu, and what invites a user to a page, go by this).
 */
export function isOffered(authority: Authority | null | undefined, path: string): boolean {
  const menu = authority?.menuPrefixes
    ? { ...authority, prefixes: authority.menuPrefixes }
    : authority;
  return isAllowed(menu, path);
}
