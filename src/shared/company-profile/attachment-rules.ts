import { extensionOf } from '../upload/file-type';

/**
 * The rules of the company's documents, one module for the portal and the server
 * (docs/company.md): the folders of the tree, which store a file lives in, and how much one batch
 * download may hold.
 */

/** The folders of the attachment tree, one per document kind, in the order shown. */
export const ATTACHMENT_KINDS = [
  'BUSINESS_LICENCE',
  'ARTICLES',
  'FINANCIAL_STATEMENTS',
  'BANK_DOCUMENTS',
  'IDENTITY_DOCUMENTS',
  'OTHER',
] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** Where a file is kept: the portal's own attachment store, or the document-management system. */
export const FILE_SOURCES = ['LOCAL', 'DMS'] as const;
export type FileSource = (typeof FILE_SOURCES)[number];

/** Spec 001 §7: the DMS variant serves keys that start with LFI or whose source is DMS. */
export const isDmsFile = (file: { objectKey: string; fileSource?: string | null }): boolean =>
  file.objectKey.startsWith('LFI') || file.fileSource === 'DMS';

/** At most this many files in one ZIP. */
export const BATCH_MAX_FILES = 50;
/** At most this many bytes (stored sizes, before zipping) in one ZIP: 200 MB. */
export const BATCH_MAX_BYTES = 200 * 1024 * 1024;
/** A batch key may be fetched for this long after downloadBatch answered it. */
export const BATCH_KEY_TTL_MS = 10 * 60_000;
/** At most this many files added to a folder in one request (the upload list's maximum). */
export const ADD_MAX_FILES = 20;

export type BatchProblem = 'empty' | 'tooMany' | 'tooBig';

/** Why a choice of files cannot become one ZIP, or null when it can. */
export function batchProblem(files: readonly { size: number }[]): BatchProblem | null {
  if (files.length === 0) return 'empty';
  if (files.length > BATCH_MAX_FILES) return 'tooMany';
  const total = files.reduce((sum, f) => sum + f.size, 0);
  return total > BATCH_MAX_BYTES ? 'tooBig' : null;
}

/** The ZIP's name: the given name (without a path), ending in .zip. */
export function zipFileName(name: string): string {
  const base = name.replace(/[\\/]/g, ' ').trim() || 'attachments';
  return /\.zip$/i.test(base) ? base : `${base}.zip`;
}

/**
 * The name of each entry of the ZIP: the file's own name, with `(2)`, `(3)`… before the extension
 * when two chosen files share a name, so no entry hides another.
 */
export function zipEntryNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const name = raw.replace(/[\\/]/g, '_') || 'file';
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** Types a browser tab shows inline; other documents are downloaded (docs/company.md). */
const PREVIEWABLE = new Set(['PDF', 'PNG', 'JPG', 'JPEG', 'GIF', 'BMP']);

export const isPreviewableDocument = (fileName: string): boolean =>
  PREVIEWABLE.has(extensionOf(fileName));
