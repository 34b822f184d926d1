import { randomUUID } from 'node:crypto';
import {
  trackAnalyticsActions,
  type AnalyticsEvent,
} from '../../../src/api/endpoints/analytics/track-action';
import { BusinessError } from '../../http/business-error';
import { publicRoute } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { capFields, limitAnalyticsCalls } from './analytics-limits';

/** Fields the declaration leaves unbounded: capped here, so a batch stays small. */
const FREE_TEXT = ['email', 'anonymous', 'company_id', 'company_name', 'session_id'] as const;

/**
 * POST track-action (public, like start-session). Events are stored once per `event_id`: the
 * portal sends the same batch by fetch and, on page hide, by beacon, and retries after failures,
 * so repeats are normal and are dropped silently rather than refused. `returning` lists only the
 * events stored by this call, in the order sent; `affected_rows` counts them. `action_details` is
 * stored as the text it came as: a beacon's sender never sees an answer, so refusing a batch for
 * one odd field would lose the rest. Sizes are the exception: a batch over the caps of
 * analytics-limits.ts (events, characters of a free-text field, bytes) is refused, and so is a
 * client over its rate.
 */
export function registerTrackAnalyticsActions(api: ApiMount): void {
  const { limits } = api.server;
  const { caps } = limits.analytics;
  limitAnalyticsCalls(api.app, trackAnalyticsActions, api.server.productCode, limits.analytics);
  publicRoute(api, trackAnalyticsActions, async ({ db, body }) => {
    if (body.objects.length > caps.maxEvents) {
      throw BusinessError.badRequest('tooManyItems', { field: 'objects', max: caps.maxEvents });
    }
    body.objects.forEach((event, i) =>
      capFields(event, FREE_TEXT, `objects.${i}.`, caps.maxFieldChars),
    );
    const events = firstOfEachId(body.objects);
    const ids = events.map(() => randomUUID());
    const column = (pick: (e: AnalyticsEvent) => string | null) => events.map(pick);
    // One statement for the whole batch: arrays unnest into rows, conflicts are skipped.
    const { rows } = await db.query<{ id: string; event_id: string }>(
      `INSERT INTO analytics_events (id, event_id, session_id, email, anonymous, company_id,
                                     company_name, page_url, action_type, action_details)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[],
                            $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
       ON CONFLICT (event_id) DO NOTHING
       RETURNING id, event_id`,
      [
        ids,
        column((e) => e.event_id),
        column((e) => e.session_id),
        column((e) => e.email),
        column((e) => e.anonymous),
        column((e) => e.company_id),
        column((e) => e.company_name),
        column((e) => e.page_url),
        column((e) => e.action_type),
        column((e) => e.action_details),
      ],
    );
    // RETURNING promises no order; answer in the order the client sent.
    const position = new Map(events.map((e, i) => [e.event_id, i]));
    const stored = rows
      .map((r) => ({ id: r.id, event_id: r.event_id }))
      .sort((a, b) => (position.get(a.event_id) ?? 0) - (position.get(b.event_id) ?? 0));
    return { insert_user_analysis_events: { returning: stored, affected_rows: stored.length } };
  });
}

/** A batch may repeat an event (a retry appended to a queue): the first copy counts. */
function firstOfEachId(events: readonly AnalyticsEvent[]): AnalyticsEvent[] {
  const seen = new Set<string>();
  return events.filter((e) => {
    if (seen.has(e.event_id)) return false;
    seen.add(e.event_id);
    return true;
  });
}
