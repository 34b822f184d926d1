import type { PrincipalLike } from './principal';
import { hasAuthority } from './roles';

/** The actions pages show per permission (spec 000 section 6), in the spec's order. */
export const ACTIONS = [
  'create',
  'edit',
  'view',
  'export',
  'batchUpload',
  'downloadTemplate',
  'delete',
  'withdraw',
  'convertToArp',
  'signOff',
  'acceptRejectPricing',
  'sendInvitation',
  'deactivate',
  'reactivate',
  'resetPassword',
] as const;

export type ActionId = (typeof ACTIONS)[number];
export type ActionTitleKey = `action.${ActionId}`;

export const actionTitleKey = (action: ActionId): ActionTitleKey => `action.${action}`;

/** Labels of the action buttons, for the locale files (`action.signOff` is "Sign off/Accept"). */
export const actionTitleKeys: readonly ActionTitleKey[] = ACTIONS.map(actionTitleKey);

/**
 * Hidden when none of its required authorities is held. An action that names no authority is
 * not gated and stays visible: the server still refuses what the user may not do.
 */
export function isActionVisible(
  principal: PrincipalLike | null | undefined,
  requiredAuthorities: readonly string[],
): boolean {
  if (requiredAuthorities.length === 0) return principal != null;
  return requiredAuthorities.some((pid) => hasAuthority(principal, pid));
}
