import { randomUUID } from 'node:crypto';
import { startAnalyticsSession } from '../../../src/api/endpoints/analytics/start-session';
import { publicRoute } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { capFields, limitAnalyticsCalls } from './analytics-limits';

/** Fields the declaration leaves unbounded: capped here, so a session row stays small. */
const FREE_TEXT = ['email', 'anonymous', 'ip_address', 'country_code', 'project_name'] as const;

/**
 * POST start-session (public: beacons carry no token, and anonymous visitors count too). One
 * session per `session_key`: a repeat with the same key (a retry, or a beacon that raced the
 * fetch) answers the first id and keeps the first values. An empty key opts out and makes a new
 * session every time. Fields beyond the declaration's (the spec's "...extra") are dropped.
 * Rate-limited per client address and capped in size (analytics-limits.ts).
 */
export function registerStartAnalyticsSession(api: ApiMount): void {
  const { limits } = api.server;
  limitAnalyticsCalls(api.app, startAnalyticsSession, api.server.productCode, limits.analytics);
  publicRoute(api, startAnalyticsSession, async ({ db, body }) => {
    const s = body.objects;
    capFields(s, FREE_TEXT, 'objects.', limits.analytics.caps.maxFieldChars);
    // The no-op update makes RETURNING answer the existing row on a repeat, in one statement
    // that two concurrent repeats cannot both win.
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO analytics_sessions
         (id, session_key, email, anonymous, device_info, ip_address, country_code, project_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (session_key) DO UPDATE SET session_key = EXCLUDED.session_key
       RETURNING id`,
      [
        randomUUID(),
        s.session_key === '' ? null : s.session_key,
        s.email,
        s.anonymous,
        s.device_info,
        s.ip_address,
        s.country_code,
        s.project_name,
      ],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('analytics session upsert returned no row');
    return { insert_user_analysis_sessions: { returning: [{ id }] } };
  });
}
