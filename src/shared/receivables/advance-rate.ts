/**
 * The advance rate of the receivables analytics (availableForFinanceAmount, spec 000 §7): a
 * funder advances 80 % of an eligible receivable's outstanding, rounded per receivable to the
 * currency's places (JPY to whole yen, half away from zero as PostgreSQL's round). The server's
 * SQL and the worker's cash-flow what-if both read it from here, so they cannot drift apart.
 */
export const ADVANCE_RATE_PERCENT = 80;

/** The rate as the SQL literal the server multiplies by. */
export const ADVANCE_RATE_SQL = (ADVANCE_RATE_PERCENT / 100).toFixed(2);

/** Eligible: not financed yet, and neither paid nor overdue (OPEN or PARTIALLY_PAID). */
export const isEligibleForAdvance = (status: string, financed: boolean): boolean =>
  !financed && (status === 'OPEN' || status === 'PARTIALLY_PAID');

/** The advance on a non-negative outstanding, both in integer cents (JPY cents are whole yen × 100). */
export function advanceCents(outstandingCents: number, currency: string): number {
  if (currency === 'JPY') {
    const yen = Math.round(outstandingCents / 100);
    return Math.floor((yen * ADVANCE_RATE_PERCENT + 50) / 100) * 100;
  }
  return Math.floor((outstandingCents * ADVANCE_RATE_PERCENT + 50) / 100);
}
