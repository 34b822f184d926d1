/**
 * The status a bank account card shows (spec 001 §3 "Bank account status"): the stored ENABLE or
 * DISABLE, or the derived PENDING_ACTIVATE when canEnable is not true and the status is not
 * ENABLE (a new account the bank has not activated yet). A disabled account the company may
 * enable again stays DISABLE.
 */
export type AccountDisplayStatus = 'ENABLE' | 'DISABLE' | 'PENDING_ACTIVATE';

export function accountDisplayStatus(account: {
  status: string | null | undefined;
  canEnable: boolean | null | undefined;
}): AccountDisplayStatus {
  if (account.status === 'ENABLE') return 'ENABLE';
  return account.canEnable === true ? 'DISABLE' : 'PENDING_ACTIVATE';
}

/**
 * The tag's status: ACTIVE for an enabled account, INACTIVE otherwise. It picks the
 * politically-exposed-person tooltip (spec 001 §3): an active account's holder has been screened,
 * an inactive one's screening is still to be done before money moves.
 */
export type AccountTagStatus = 'ACTIVE' | 'INACTIVE';

export const accountTagStatus = (status: AccountDisplayStatus): AccountTagStatus =>
  status === 'ENABLE' ? 'ACTIVE' : 'INACTIVE';

/** Whether an account may receive an order's funds: enabled, and holding the currency. */
export function acceptsCurrency(
  account: { status: string; currency: string },
  currency: string,
): boolean {
  return (
    account.status === 'ENABLE' &&
    account.currency
      .split(',')
      .map((c) => c.trim())
      .includes(currency)
  );
}
