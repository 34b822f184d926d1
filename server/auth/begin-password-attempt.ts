import type { Context } from 'hono';
import { throttledError } from '../http/retry-after';
import type { SignInProtection } from './sign-in-protection';
import type { Attempt } from './throttle';

/**
 * Counts a password attempt against both sign-in counters before the password is checked,
 * synchronously, so concurrent guesses are counted however fast they arrive; a locked counter is
 * a 429 and takes nothing. Sign-in and contract signing share it: a wrong signing password is a
 * failed guess of the same name.
 */
export function beginPasswordAttempt(
  signIn: SignInProtection,
  request: Context,
  address: string,
  name: string,
): { byAddress: Attempt; byName: Attempt } {
  const byAddress = signIn.byAddress.begin(address);
  if (!byAddress.ok) throw throttledError(request, 'signInThrottled', byAddress.retryAfterMs);
  const byName = signIn.byName.begin(name);
  if (!byName.ok) {
    byAddress.undo();
    throw throttledError(request, 'signInThrottled', byName.retryAfterMs);
  }
  return { byAddress, byName };
}
