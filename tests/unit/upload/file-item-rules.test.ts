import { describe, expect, it } from 'vitest';
import {
  isDeletable,
  isDownloadable,
  isPreviewable,
  type FileItemFacts,
} from '../../../src/shared/upload/file-item-rules';

const item = (fileName: string, extra: Partial<FileItemFacts> = {}): FileItemFacts => ({
  fileName,
  status: 'done',
  ...extra,
});

describe('upload list item rules (spec 001 §4)', () => {
  it('previews done files except ZIP and RAR', () => {
    expect(isPreviewable(item('scan.pdf'))).toBe(true);
    expect(isPreviewable(item('photo.PNG'))).toBe(true);
    expect(isPreviewable(item('bundle.zip'))).toBe(false);
    expect(isPreviewable(item('bundle.RAR'))).toBe(false);
    expect(isPreviewable(item('scan.pdf', { status: 'uploading' }))).toBe(false);
  });

  it('downloads done files only', () => {
    expect(isDownloadable(item('bundle.zip'))).toBe(true);
    expect(isDownloadable(item('scan.pdf', { status: 'error' }))).toBe(false);
  });

  it('deletes a newly uploaded file, but a saved one only when history deletion is allowed', () => {
    expect(isDeletable(item('new.pdf'))).toBe(true);
    expect(isDeletable(item('old.pdf', { id: 'ATT-1' }))).toBe(false);
    expect(isDeletable(item('old.pdf', { id: 'ATT-1' }), { allowHistoryDelete: true })).toBe(true);
  });

  it('lets a custom check decide for done files', () => {
    const never = () => false;
    expect(isDeletable(item('new.pdf'), { canDelete: never })).toBe(false);
    expect(isDeletable(item('old.pdf', { id: 'x' }), { canDelete: () => true })).toBe(true);
  });

  it('always lets a failed or unfinished upload be dropped', () => {
    expect(isDeletable(item('x.pdf', { status: 'error', id: 'x' }))).toBe(true);
    expect(isDeletable(item('x.pdf', { status: 'uploading' }), { canDelete: () => false })).toBe(
      true,
    );
  });
});
