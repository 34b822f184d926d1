import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import { analyticsEventSchema } from './track-action';

export const storedAnalyticsEventSchema = analyticsEventSchema.extend({
  id: z.string(),
  /** ISO time the server stored the event. */
  received_at: z.string(),
});

/**
 * The events stored for one analytics session, in arrival order. Ours, not the spec's: it lets
 * tests (contract and browser) see what the portal's tracking actually delivered. Needs a token,
 * unlike the tracking calls; session ids are random, so a caller sees only sessions it knows.
 */
export const listAnalyticsEvents = defineEndpoint({
  id: 'analytics.listEvents',
  method: 'GET',
  path: '/api/buyer-portal/api/rest/user-analysis/events',
  query: z.object({ session_id: identifier(64).min(1) }),
  data: z.object({ user_analysis_events: z.array(storedAnalyticsEventSchema) }),
});
