import { extensionOf } from '../../../shared/upload/file-type';

/** The widget's actions of spec 001 §3 ("Action types"). */
export type UploaderAction =
  | 'file_uploader_open'
  | 'file_uploader_close'
  | 'file_uploader_choose_file'
  | 'file_uploader_upload_file'
  | 'file_uploader_cancel_upload'
  | 'file_uploader_delete_file';

/** A coarse size, so a file is never identifiable by its exact byte count. */
export function sizeBucket(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  if (mb < 0.1) return '<100KB';
  if (mb < 1) return '100KB-1MB';
  if (mb < 5) return '1-5MB';
  if (mb < 20) return '5-20MB';
  return '>=20MB';
}

/**
 * What an event says of a file: its type and size bucket, never its name or content (the name
 * often carries a company or an invoice number).
 */
export function fileDetails(file: { name: string; size: number }): {
  file_type: string;
  size_bucket: string;
} {
  return { file_type: extensionOf(file.name) || '-', size_bucket: sizeBucket(file.size) };
}
