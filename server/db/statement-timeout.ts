import { ResultCode } from '../../src/api/contract/envelope';
import { BusinessError } from '../http/business-error';

/**
 * The longest one statement may run on PostgreSQL (set per connection of the pool). Every paged
 * or aggregate query of the portal takes well under a second on a million receivables with the
 * indexes of migration 0016; one that runs this long holds a connection others need.
 * PGlite does not honour statement_timeout (single-threaded WASM: no timer interrupts a running
 * statement; measured, a 200 ms limit let an 18 s statement finish), so there the work of a
 * statement is bounded by the page-size cap, the indexes and fair turns instead.
 */
export const STATEMENT_TIMEOUT_MS = 15_000;

/** Start-up work (migrations, the seed of a million rows) may take longer: its transactions say so. */
export const NO_STATEMENT_TIMEOUT = 'SET LOCAL statement_timeout = 0';

/** PostgreSQL's query_canceled: what a statement stopped by statement_timeout fails with. */
const QUERY_CANCELED = '57014';

/** A statement stopped by the timeout becomes the documented envelope (code 500, timeout key). */
export function statementTimeoutError(error: unknown): unknown {
  if ((error as { code?: unknown } | null)?.code !== QUERY_CANCELED) return error;
  return new BusinessError(ResultCode.serverError, 'statementTimeout', () => ({
    seconds: STATEMENT_TIMEOUT_MS / 1000,
  }));
}
