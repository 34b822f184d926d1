import { extensionOf } from '../../../src/shared/upload/file-type';

const BY_EXTENSION: Readonly<Record<string, string>> = {
  JPG: 'image/jpeg',
  JPEG: 'image/jpeg',
  BMP: 'image/bmp',
  PNG: 'image/png',
  GIF: 'image/gif',
  PDF: 'application/pdf',
  DOC: 'application/msword',
  DOCX: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  XLS: 'application/vnd.ms-excel',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ZIP: 'application/zip',
  MSG: 'application/vnd.ms-outlook',
  CSV: 'text/csv',
};

/**
 * The type a stored file is served with, from its extension: what the browser claimed is used
 * only for names we do not know, and never to serve something as HTML or script.
 */
export function mediaTypeOf(fileName: string, claimed: string): string {
  const known = BY_EXTENSION[extensionOf(fileName)];
  if (known) return known;
  return /^(text\/html|.*javascript|.*xml)/i.test(claimed) || claimed === ''
    ? 'application/octet-stream'
    : claimed;
}
