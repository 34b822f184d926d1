/**
 * States in which money has moved against a record: it was financed, paid out, repaid, settled
 * or fell overdue on a financing. Such a record is part of the ledger: it may be updated as its
 * own forms allow, never deleted. The one rule for the list's Delete button and the server.
 */
export const MONEY_MOVED_STATUSES: ReadonlySet<string> = new Set([
  'FINANCED',
  'PAID',
  'PARTIALLY_PAID',
  'PAID_OUT',
  'REPAID',
  'PARTIALLY_REPAID',
  'SETTLED',
  'OVERDUE',
]);

/** The field of a declared page's record that holds its state. */
export const STATUS_FIELD = 'status';

/** Whether a record may be deleted: no money has moved against it. */
export function isDeletableRecord(record: Readonly<Record<string, unknown>>): boolean {
  const status = record[STATUS_FIELD];
  return typeof status !== 'string' || !MONEY_MOVED_STATUSES.has(status);
}
