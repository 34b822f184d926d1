import { listAnalyticsEvents } from '../../../src/api/endpoints/analytics/list-events';
import type { AnalyticsEvent } from '../../../src/api/endpoints/analytics/track-action';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

type EventRow = AnalyticsEvent & { id: string; received_at: Date };

/**
 * GET analytics events of one session (ours, for tests): what track-action stored, in arrival
 * order. Any signed-in user may read a session whose id it knows; ids are random UUIDs.
 */
export function registerListAnalyticsEvents(api: ApiMount): void {
  route(api, listAnalyticsEvents, async ({ db, query }) => {
    const { rows } = await db.query<EventRow>(
      `SELECT id, event_id, session_id, email, anonymous, company_id, company_name, page_url,
              action_type, action_details, received_at
       FROM analytics_events WHERE session_id = $1 ORDER BY seq`,
      [query.session_id],
    );
    return {
      user_analysis_events: rows.map((r) => ({ ...r, received_at: r.received_at.toISOString() })),
    };
  });
}
