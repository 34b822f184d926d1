import type { Context } from 'hono';
import { ResultCode } from '../../src/api/contract/envelope';
import { BusinessError } from './business-error';
import type { MessageId } from './messages';

/**
 * A throttled refusal (code 429): the wait in whole seconds goes in `data.retryAfter` for the
 * portal and in the Retry-After header for anything else that speaks HTTP. The header is set on
 * the context here, so it rides on whatever envelope the route writes.
 */
export function throttledError(
  c: Context,
  messageId: Extract<MessageId, 'signInThrottled' | 'tooManyRequests'>,
  retryAfterMs: number,
): BusinessError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  c.header('Retry-After', String(seconds));
  return new BusinessError(ResultCode.throttled, messageId, () => ({ seconds }), {
    retryAfter: seconds,
  });
}
