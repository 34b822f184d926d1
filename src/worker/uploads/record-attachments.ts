import type { HttpClient } from '../../api/http/client';
import {
  recordAttachments,
  type RecordAttachment,
} from '../../api/endpoints/uploads/record-attachments';

/** The files saved with one record; never cached, the list changes with every save. */
export function recordAttachmentsOf(
  http: HttpClient,
  pageId: string,
  id: string,
): Promise<RecordAttachment[]> {
  return http.call(recordAttachments, { query: { pageId, id } }, { dedupe: false });
}
