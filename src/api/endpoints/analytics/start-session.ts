import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';

export const analyticsSessionSchema = z.object({
  email: z.string().nullable(),
  /** An anonymous id when there is no email. */
  anonymous: z.string().nullable(),
  /** JSON text: { user_agent, screen_size, language }. */
  device_info: z.string().max(2000),
  ip_address: z.string().nullable(),
  country_code: z.string().nullable(),
  project_name: z.string(),
});

/**
 * Public: analytics also reach the server through navigator.sendBeacon, which cannot carry the
 * token header, and anonymous visitors are counted too.
 */
export const startAnalyticsSession = defineEndpoint({
  id: 'analytics.startSession',
  method: 'POST',
  path: '/api/buyer-portal/api/rest/user-analysis/start-session',
  body: z.object({ objects: analyticsSessionSchema.extend({ session_key: z.string().max(64) }) }),
  data: z.object({
    insert_user_analysis_sessions: z.object({ returning: z.array(z.object({ id: z.string() })) }),
  }),
  public: true,
});
