import { describe, expect, it } from 'vitest';
import { chooseFiles } from '../../../src/ui/components/ocr-upload/choose-files';
import {
  DOCUMENT_TYPES,
  FILE_MAX_BYTES,
  ZIP_MAX_BYTES,
} from '../../../src/shared/upload/upload-limits';

const slot = { max: 1, accepted: DOCUMENT_TYPES };
const file = (name: string, size = 10, type?: string) => ({
  name,
  size,
  ...(type ? { type } : {}),
});

describe('chooseFiles: what a slot takes from a choice, checked before sending (spec 001 §5)', () => {
  it('takes an accepted file while the slot has room', () => {
    const pdf = file('invoice.pdf');
    expect(chooseFiles([pdf], slot, 0)).toEqual({ taken: [pdf], refusals: [] });
  });

  it('refuses a wrong type by name, with the accepted list', () => {
    const { taken, refusals } = chooseFiles([file('tool.exe')], slot, 0);
    expect(taken).toEqual([]);
    expect(refusals).toEqual([
      {
        key: 'common.upload.file_type_tip',
        values: expect.objectContaining({ name: 'tool.exe', types: DOCUMENT_TYPES.join(', ') }),
      },
    ]);
  });

  it('refuses a file over 20 MB and a ZIP over 100 MB with their own messages and maxima', () => {
    const { refusals } = chooseFiles(
      [file('scan.pdf', FILE_MAX_BYTES + 1), file('all.zip', ZIP_MAX_BYTES + 1, 'application/zip')],
      { max: 5, accepted: DOCUMENT_TYPES },
      0,
    );
    expect(refusals.map((r) => [r.key, r.values.name, r.values.max])).toEqual([
      ['common.upload.file_maxsize_tip', 'scan.pdf', '20 MB'],
      ['common.upload.zip_maxsize_tip', 'all.zip', '100 MB'],
    ]);
  });

  it('takes a ZIP of 100 MB exactly, and a file of 20 MB exactly', () => {
    const zip = file('all.zip', ZIP_MAX_BYTES, 'application/x-zip-compressed');
    const pdf = file('scan.pdf', FILE_MAX_BYTES);
    expect(chooseFiles([zip, pdf], { max: 5, accepted: DOCUMENT_TYPES }, 0).taken).toEqual([
      zip,
      pdf,
    ]);
  });

  it('refuses what does not fit in the slot with file_limit_tip and the maximum', () => {
    const a = file('a.pdf');
    const b = file('b.pdf');
    expect(chooseFiles([a, b], slot, 0)).toEqual({
      taken: [a],
      refusals: [
        { key: 'common.upload.file_limit_tip', values: { name: 'b.pdf', max: 1, types: '' } },
      ],
    });
    expect(chooseFiles([a], slot, 1).taken).toEqual([]);
  });

  it('counts only files that passed the checks against the room', () => {
    const good = file('good.png');
    expect(chooseFiles([file('bad.exe'), good], slot, 0).taken).toEqual([good]);
  });
});
