/**
 * Who may sign a contract and in which state (docs/contract-signing.md): one rule for the
 * list's Sign off button and the server's signing handler, so the button never offers what the
 * server refuses.
 */

/** The authority of /contract/info's Sign off/Accept action (permission tree). */
export const SIGN_OFF_AUTHORITY = 'contract.info.signOff';

/** The record field holding where the contract stands (dictionary CONTRACT_SIGN_STATUS). */
export const SIGN_STATUS_FIELD = 'signStatus';

/** Only an unsigned contract can be signed; the other states are final for the portal. */
export const SIGNABLE_STATUS = 'UNSIGNED';

/** Why a contract cannot be signed now: already signed, or in a state nobody signs from. */
export type SignRefusal = 'alreadySigned' | 'notSignable';

export function signRefusal(record: Readonly<Record<string, unknown>>): SignRefusal | null {
  const status = record[SIGN_STATUS_FIELD];
  if (status === SIGNABLE_STATUS) return null;
  return status === 'SIGNED' ? 'alreadySigned' : 'notSignable';
}
