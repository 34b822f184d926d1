import type { FileItemFacts } from '../../../shared/upload/file-item-rules';

/** One row of an upload list (spec 001 §3 "Uploaded file", the fields the list needs). */
export interface UploadItem extends FileItemFacts {
  /** The list's own key: stable from the moment the file is chosen. */
  uid: string;
  objectKey?: string;
  size: number;
  /** 0–100 while uploading. */
  progress: number;
  /** Why the upload failed, translated. */
  error?: string;
}

/** A file saved with the record: done, with its id (so history rules apply). */
export const savedItem = (file: {
  id: string;
  objectKey: string;
  fileName: string;
  size: number;
}): UploadItem => ({ uid: file.id, ...file, status: 'done', progress: 100 });
