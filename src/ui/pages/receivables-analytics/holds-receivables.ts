import type { Authority } from '../../../shared/permissions/authority';
import { isUnderPrefix } from '../../../shared/routes/path-segments';

const RECEIVABLES_PATH = '/dashboard/ar';

/**
 * Whether the session's menu grants the receivables dashboard: the same test the server makes
 * before it answers a sync (route-access-table's RECEIVABLES_MENU). /dashboard/ar is also
 * always-allowed, so a buyer or funder opens the page by address, but their menu does not hold
 * it and the server refuses their sync: asking would only send a request bound to fail.
 */
export function holdsReceivablesMenu(authority: Authority | null | undefined): boolean {
  if (!authority) return false;
  if (authority.excluded.some((prefix) => isUnderPrefix(RECEIVABLES_PATH, prefix))) return false;
  const granted = authority.menuPrefixes ?? authority.prefixes;
  return granted.some((prefix) => isUnderPrefix(RECEIVABLES_PATH, prefix));
}
