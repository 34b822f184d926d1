import type { HttpClient } from '../../api/http/client';
import { attachmentUrl } from '../../api/endpoints/uploads/attachment-url';

/** A short-lived URL of a stored file: inline for a preview, as a download otherwise. */
export function attachmentUrlOf(
  http: HttpClient,
  objectKey: string,
  preview: boolean,
): Promise<string> {
  return http.call(
    attachmentUrl,
    { query: { objectKey, preview: preview ? 'true' : 'false' } },
    // Each URL is signed for a short while; a shared or cached one could have expired.
    { dedupe: false },
  );
}
