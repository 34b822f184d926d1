import type { Hono } from 'hono';
import type { LoginKeys } from '../auth/login-keys';
import type { SignInProtection } from '../auth/sign-in-protection';
import type { AnalyticsLimits } from '../handlers/analytics/analytics-limits';
import type { Db } from '../db/db';
import type { FileStore } from '../files/file-store';
import type { Logger } from '../log';
import type { AccessTable, MountedRoute } from './route-access';

/** What every route needs, built once by startServer. */
export interface ServerContext {
  db: Db;
  /** Fills `{product}` in every path and spells `{PRODUCT}_POOL_FACTORING`. */
  productCode: string;
  appId: string;
  loginKeys: LoginKeys;
  log: Logger;
  /** Uploaded files on disk (docs/uploads.md). */
  files: FileStore;
  /** In-memory limits kept between requests (sign-in throttling and replay, analytics rate). */
  limits: { signIn: SignInProtection; analytics: AnalyticsLimits };
}

/** Where routes are mounted: the Hono app and the context their handlers get. */
export interface ApiMount {
  app: Hono;
  server: ServerContext;
  /** Each route mounted is recorded here (id, method, path, access): the route registry. */
  routes?: MountedRoute[];
  /** Who may call what; the server's own table unless a test mounts routes of its own. */
  access?: AccessTable;
}
