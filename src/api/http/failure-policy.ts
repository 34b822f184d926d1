import type { ApiError } from '../../shared/errors/api-error';

/** A server message that means "already handled elsewhere": never shown (spec 8). */
export const SILENT_MESSAGE = 'block:invalid';

export interface FailureContext {
  /** The caller asked for no notice. */
  silent: boolean;
  /** A mock token (previews, demos) keeps its session whatever the server says. */
  isMockToken: boolean;
}

export interface FailureEffects {
  expireSession: boolean;
  notify: boolean;
}

/** Which side effects one failed request has; the request is rejected in every case. */
export function failureEffects(error: ApiError, context: FailureContext): FailureEffects {
  if (error.kind === 'session') return { expireSession: !context.isMockToken, notify: false };
  if (error.kind === 'cancelled' || error.message === SILENT_MESSAGE) {
    return { expireSession: false, notify: false };
  }
  return { expireSession: false, notify: !context.silent };
}
