import type { Context, Hono } from 'hono';
import { ResultCode } from '../../src/api/contract/envelope';
import { hashToken } from '../auth/sessions';
import { clientAddressKey } from '../auth/client-address';
import { requesterStore } from '../db/fair-db';
import { failureEnvelope } from './envelopes';
import { requestLanguage } from './language';

/**
 * Requests one requester may have in the server at once (waiting or running). The portal itself
 * has far fewer in flight (a browser opens at most 6 HTTP/1.1 connections per host, shared by all
 * its tabs); past this a requester is flooding, and its newest request is refused at once
 * instead of queueing without bound.
 */
export const MAX_REQUESTS_IN_FLIGHT = 32;

/**
 * Who a request is, for fair turns at the database: its session (the token, hashed, so the map
 * holds no live token), else its client address. Keyed by session rather than user because the
 * user is only known after a database turn (authentication) that must itself be fair.
 */
export function requesterKey(c: Context): string {
  const token = c.req.header('token')?.trim();
  return token ? `session:${hashToken(token)}` : `address:${clientAddressKey(c)}`;
}

/**
 * The cached tables' sync (`…/ar/management/sync/{table}`) is a lane of its own within a
 * session. The page asks for the dashboard's server figures (heavy aggregates, up to ~3 s each at
 * 1M receivables on PGlite) while the first sync that replaces them runs; in one lane each sync
 * page's few light turns (sign-in check, the table's last change) waited behind all of them, and
 * the sync took 10 s longer. As its own lane a sync turn waits for at most one turn of the other.
 * A session gains no more than this one extra lane: its in-flight limit stays one count.
 */
const SYNC_LANE = /\/ar\/management\/sync\/[^/]+$/;

export const laneKey = (path: string, requester: string): string =>
  SYNC_LANE.test(path) ? `${requester} sync` : requester;

/**
 * Every /api request runs as its requester (server/db/fair-db.ts gives each requester its own
 * queue of database turns, served round-robin) and is refused with code 429 when that requester
 * already has MAX_REQUESTS_IN_FLIGHT requests in the server.
 */
export function fairQueue(app: Hono, maxInFlight = MAX_REQUESTS_IN_FLIGHT): void {
  const inFlight = new Map<string, number>();
  app.use('/api/*', async (c, next) => {
    const key = requesterKey(c);
    const count = inFlight.get(key) ?? 0;
    if (count >= maxInFlight) {
      c.header('Retry-After', '1');
      return c.json(
        failureEnvelope(
          ResultCode.throttled,
          'requestsInFlight',
          requestLanguage(c.req.header('x-language')),
          { limit: maxInFlight },
          { retryAfter: 1 },
        ),
      );
    }
    inFlight.set(key, count + 1);
    try {
      await requesterStore.run({ key: laneKey(c.req.path, key) }, next);
    } finally {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left === 0) inFlight.delete(key);
      else inFlight.set(key, left);
    }
  });
}
