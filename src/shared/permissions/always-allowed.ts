/**
 * Routes every signed-in user may open without a menu permission (spec 000 section 2). They are
 * prefixes, so the real-name sub-steps come with /realname. The pool-mode exclusions still apply.
 */
export const ALWAYS_ALLOWED_PREFIXES = [
  '/realname',
  '/finance/finance-order/confirm',
  '/information',
  '/finance/interest',
  '/dashboard/ar',
  '/dashboard/cashflow',
  '/buyer-outlook',
] as const;
