import { z } from 'zod';
import {
  analyticsEventSchema,
  type AnalyticsActionType,
  type AnalyticsEvent,
} from '../../api/endpoints/analytics/track-action';

export interface AnalyticsIdentity {
  email: string | null;
  companyId: string | null;
  companyName: string | null;
}

/** Flat, so that it crosses the worker boundary as is and stays small in the queue. */
export type AnalyticsDetails = Readonly<Record<string, string | number | boolean | null>>;

/**
 * What the queue holds: the wire event plus the client key of the session it belongs to. An
 * event queued before its session was known has `session_id: null`; the key lets the sender
 * (even a later worker) fill the id in before sending, since start-session is idempotent by key.
 */
export const storedEventSchema = analyticsEventSchema.extend({
  session_key: z.string().optional(),
});
export type StoredEvent = z.infer<typeof storedEventSchema>;

/** Who an event belongs to, read when the event happens (a sign-in later must not rewrite it). */
export interface EventOwner {
  identity: AnalyticsIdentity | null;
  anonymousId: string;
  sessionKey: string;
  sessionId: string | null;
}

const PAGE_URL_MAX = analyticsEventSchema.shape.page_url.maxLength ?? 2000;
const DETAILS_MAX = analyticsEventSchema.shape.action_details.maxLength ?? 10_000;

export function ownerFields(owner: EventOwner) {
  // An empty e-mail is no e-mail: the visitor is then counted by the anonymous id.
  const email = owner.identity?.email || null;
  return {
    email,
    anonymous: email ? null : owner.anonymousId,
    company_id: owner.identity?.companyId ?? null,
    company_name: owner.identity?.companyName ?? null,
    session_id: owner.sessionId,
  };
}

/** A long address is cut rather than making the whole batch fail the endpoint's schema. */
export const clipPageUrl = (url: string): string => url.slice(0, PAGE_URL_MAX);

/**
 * `{ time, ...details }` as JSON text, time first and not overridable. Oversized details are
 * replaced by a marker for the same reason a long address is cut.
 */
export function actionDetails(at: number, details: AnalyticsDetails): string {
  const { time: _ignored, ...rest } = details;
  const text = JSON.stringify({ time: at, ...rest });
  return text.length <= DETAILS_MAX ? text : JSON.stringify({ time: at, truncated: true });
}

export function buildEvent(
  owner: EventOwner,
  fields: { eventId: string; pageUrl: string; actionType: AnalyticsActionType; details: string },
): StoredEvent {
  return {
    event_id: fields.eventId,
    ...ownerFields(owner),
    page_url: clipPageUrl(fields.pageUrl),
    action_type: fields.actionType,
    action_details: fields.details,
    session_key: owner.sessionKey,
  };
}

/** The event as sent: the schema's fields only, with the session id learnt since it was queued. */
export function toWire(event: StoredEvent, sessionId: string | null | undefined): AnalyticsEvent {
  return {
    event_id: event.event_id,
    email: event.email,
    anonymous: event.anonymous,
    company_id: event.company_id,
    company_name: event.company_name,
    session_id: event.session_id ?? sessionId ?? null,
    page_url: event.page_url,
    action_type: event.action_type,
    action_details: event.action_details,
  };
}
