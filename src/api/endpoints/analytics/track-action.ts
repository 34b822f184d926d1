import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';

export const analyticsActionTypes = [
  'button_click',
  'table_cell_click',
  'form_submit',
  'page_visit',
  'chat_message_send',
  'file_uploader_open',
  'file_uploader_close',
  'file_uploader_choose_file',
  'file_uploader_upload_file',
  'file_uploader_cancel_upload',
  'file_uploader_delete_file',
] as const;
export type AnalyticsActionType = (typeof analyticsActionTypes)[number];

export const analyticsEventSchema = z.object({
  /** Client id of the event (UUIDv7): the server drops repeats, so a retry never counts twice. */
  event_id: z.string().min(1).max(64),
  email: z.string().nullable(),
  anonymous: z.string().nullable(),
  company_id: z.string().nullable(),
  company_name: z.string().nullable(),
  session_id: z.string().nullable(),
  page_url: z.string().max(2000),
  action_type: z.enum(analyticsActionTypes),
  /** JSON text: { time, leaveTime, duration, ... }. */
  action_details: z.string().max(10_000),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** Public for the same reason as start-session: beacons carry no headers. */
export const trackAnalyticsActions = defineEndpoint({
  id: 'analytics.trackAction',
  method: 'POST',
  path: '/api/buyer-portal/api/rest/user-analysis/track-action',
  body: z.object({ objects: z.array(analyticsEventSchema).min(1).max(500) }),
  data: z.object({
    insert_user_analysis_events: z.object({
      /** Only the events stored now; repeats of earlier ones are left out. */
      returning: z.array(z.object({ id: z.string(), event_id: z.string() })),
      affected_rows: z.number(),
    }),
  }),
  public: true,
});
