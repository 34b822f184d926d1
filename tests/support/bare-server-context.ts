import { vi } from 'vitest';
import type { LoginKeys } from '../../server/auth/login-keys';
import { createSignInProtection } from '../../server/auth/sign-in-protection';
import type { Db } from '../../server/db/db';
import { createAnalyticsLimits } from '../../server/handlers/analytics/analytics-limits';
import type { ServerContext } from '../../server/http/server-context';

/**
 * A server context for mounting routes on a bare Hono app: nothing behind its database, keys or
 * file store is reached by mounting, and its log's `error` is a mock the test may read.
 */
export function bareServerContext(): ServerContext {
  return {
    db: {} as Db,
    productCode: 'scf',
    appId: 'scf-portal',
    loginKeys: {} as LoginKeys,
    log: { info: () => undefined, error: vi.fn() },
    files: {} as ServerContext['files'],
    limits: { signIn: createSignInProtection(), analytics: createAnalyticsLimits() },
  };
}
