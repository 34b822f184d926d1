import { isApiError } from '../../shared/errors/api-error';
import type { CommandError } from '../../db/records';

/** What the sender does with a failed send. */
export type FailureClass =
  /** Keep it pending and retry later: the server may never have seen it. */
  | 'transient'
  /** The server said no for good: mark it failed, keep the draft, move on. */
  | 'permanent'
  /** Nobody is signed in any more: stop until resume(). */
  | 'session'
  /** We cancelled it (stop()): leave it pending, untouched. */
  | 'cancelled';

/**
 * Anything that is not an ApiError (a bug, an unexpected throw in the transport) counts as
 * transient: we cannot know whether the server applied it, and marking it failed would invite
 * a "retry" under a new id, which the server could apply a second time. Retrying under the
 * same id is always safe.
 */
export function classifyFailure(error: unknown): FailureClass {
  if (!isApiError(error)) return 'transient';
  if (error.kind === 'session') return 'session';
  if (error.kind === 'cancelled') return 'cancelled';
  return error.transient ? 'transient' : 'permanent';
}

export function commandErrorOf(error: unknown): CommandError {
  if (isApiError(error)) {
    const out: CommandError = { code: error.code, message: error.message };
    if (error.messageKey !== undefined) out.messageKey = error.messageKey;
    if (error.fields !== undefined) out.fields = error.fields.map((f) => ({ ...f }));
    return out;
  }
  return { code: 0, message: error instanceof Error ? error.message : String(error) };
}
