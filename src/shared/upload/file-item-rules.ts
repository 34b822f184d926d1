import { extensionOf } from './file-type';

/** What the item rules need to know of a file in an upload list. */
export interface FileItemFacts {
  /** Set once the file is saved with its record (history); absent for one uploaded just now. */
  id?: string;
  fileName: string;
  status: 'uploading' | 'done' | 'removed' | 'error';
}

/** ZIP and RAR files are downloaded, never previewed (spec 001 §4, §7). */
export function isPreviewable(item: FileItemFacts): boolean {
  const extension = extensionOf(item.fileName);
  return item.status === 'done' && extension !== 'ZIP' && extension !== 'RAR';
}

export const isDownloadable = (item: FileItemFacts): boolean => item.status === 'done';

/**
 * Spec 001 §4: deletable when newly uploaded (no id) or when history deletion is allowed, unless
 * the list gives its own check. A file still uploading or failed can always be dropped: it is not
 * saved anywhere yet.
 */
export function isDeletable(
  item: FileItemFacts,
  options: { allowHistoryDelete?: boolean; canDelete?: (item: FileItemFacts) => boolean } = {},
): boolean {
  if (item.status !== 'done') return true;
  if (options.canDelete) return options.canDelete(item);
  return item.id === undefined || options.allowHistoryDelete === true;
}
