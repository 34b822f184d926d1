import { proxy, transfer } from 'comlink';
import { uploadAttachment } from './upload-attachment';
import { attachmentUrlOf } from './attachment-url';
import { downloadImportTemplate } from './import-template';
import { recordAttachmentsOf } from './record-attachments';
import type { AttachmentUploadData } from '../../api/endpoints/uploads/attachment-upload';
import type { RecordAttachment } from '../../api/endpoints/uploads/record-attachments';
import type { ImportPageId } from '../../shared/upload/import-pages';
import type { SavedFile } from '../../shared/upload/saved-file';
import type { CoreServices } from '../core/create-core';
import type { Cancellation } from '../core/cancellation';

/** Attachments and import templates (docs/uploads.md): uploads, URLs, templates. */
export function filesNamespace(core: Promise<CoreServices>, cancellation: Cancellation) {
  return proxy({
    /** Uploads one file (a File clones through Comlink); cancellable by call id, with progress. */
    async upload(
      callId: string,
      file: File,
      onProgress: (loaded: number, total: number) => void,
    ): Promise<AttachmentUploadData> {
      const c = await core;
      return cancellation.run(callId, (signal) =>
        uploadAttachment(c.http, file, signal, onProgress),
      );
    },
    /** A short-lived URL of a stored file (inline when previewing). */
    async url(objectKey: string, preview: boolean): Promise<string> {
      return attachmentUrlOf((await core).http, objectKey, preview);
    },
    async recordAttachments(pageId: string, id: string): Promise<RecordAttachment[]> {
      return recordAttachmentsOf((await core).http, pageId, id);
    },
    /** The page's import template; its bytes are transferred, not copied. */
    async template(callId: string, pageId: ImportPageId): Promise<SavedFile> {
      const c = await core;
      const file = await cancellation.run(callId, (signal) =>
        downloadImportTemplate(c.http, pageId, signal),
      );
      return transfer(file, [file.bytes]);
    },
  });
}
