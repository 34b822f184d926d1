import type { HttpClient } from '../../api/http/client';
import {
  attachmentUpload,
  type AttachmentUploadData,
} from '../../api/endpoints/uploads/attachment-upload';

/**
 * Sends one file to the attachment store (multipart over XHR, 5-minute deadline in the client).
 * Silent: the upload list shows why its own item failed, beside the item.
 */
export function uploadAttachment(
  http: HttpClient,
  file: File,
  signal: AbortSignal,
  onProgress: (loaded: number, total: number) => void,
): Promise<AttachmentUploadData> {
  return http.upload(
    attachmentUpload,
    { file, fileName: file.name },
    { signal, onProgress, silent: true },
  );
}
