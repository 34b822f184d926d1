import type { Hono } from 'hono';
import type { ServerContext } from '../../http/server-context';
import { mountDevMailbox } from '../../mail/dev-mailbox-routes';
import { setResetClock } from './reset-limits';

/**
 * What password reset needs beside its /api routes (registerPasswordReset): the development
 * mailbox, mounted outside /api and before the UI's catch-all, and the clock the codes expire by
 * (startServer's `now`, so tests move time instead of waiting 15 minutes).
 */
export function mountPasswordResetExtras(
  app: Hono,
  server: ServerContext,
  now: (() => number) | undefined,
): void {
  if (now) setResetClock(server, now);
  mountDevMailbox(app, server.db);
}
