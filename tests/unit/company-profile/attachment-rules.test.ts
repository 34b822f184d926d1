import { describe, expect, it } from 'vitest';
import {
  BATCH_MAX_BYTES,
  BATCH_MAX_FILES,
  batchProblem,
  isDmsFile,
  isPreviewableDocument,
  zipEntryNames,
  zipFileName,
} from '../../../src/shared/company-profile/attachment-rules';

describe('company attachment rules', () => {
  it('sends LFI keys and DMS sources to the DMS, everything else to the portal store', () => {
    expect(isDmsFile({ objectKey: 'LFIC0010001' })).toBe(true);
    expect(isDmsFile({ objectKey: 'ATT-1', fileSource: 'DMS' })).toBe(true);
    expect(isDmsFile({ objectKey: 'ATT-1', fileSource: 'LOCAL' })).toBe(false);
    expect(isDmsFile({ objectKey: 'att-lfi' })).toBe(false);
  });

  it('bounds a batch by count and by stored size', () => {
    expect(batchProblem([])).toBe('empty');
    expect(batchProblem([{ size: 1 }])).toBeNull();
    const many = Array.from({ length: BATCH_MAX_FILES + 1 }, () => ({ size: 1 }));
    expect(batchProblem(many)).toBe('tooMany');
    expect(batchProblem(many.slice(1))).toBeNull();
    expect(batchProblem([{ size: BATCH_MAX_BYTES }])).toBeNull();
    expect(batchProblem([{ size: BATCH_MAX_BYTES }, { size: 1 }])).toBe('tooBig');
  });

  it('names ZIP entries so that none hides another, and keeps paths out', () => {
    expect(zipEntryNames(['a.pdf', 'A.pdf', 'a.pdf', 'b', 'b', '../x/y.png'])).toEqual([
      'a.pdf',
      'A (2).pdf',
      'a (3).pdf',
      'b',
      'b (2)',
      '.._x_y.png',
    ]);
    expect(zipFileName('docs')).toBe('docs.zip');
    expect(zipFileName('docs.ZIP')).toBe('docs.ZIP');
    expect(zipFileName(' a/b ')).toBe('a b.zip');
    expect(zipFileName('  ')).toBe('attachments.zip');
  });

  it('previews images and PDF only', () => {
    expect(isPreviewableDocument('scan.PNG')).toBe(true);
    expect(isPreviewableDocument('deed.pdf')).toBe(true);
    expect(isPreviewableDocument('sheet.xlsx')).toBe(false);
    expect(isPreviewableDocument('bundle.zip')).toBe(false);
  });
});
