import { describe, expect, it } from 'vitest';
import { checkFile } from '../../../src/shared/upload/check-file';
import {
  DOCUMENT_TYPES,
  FILE_MAX_BYTES,
  ZIP_MAX_BYTES,
} from '../../../src/shared/upload/upload-limits';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('checkFile: the type and size rules of spec 001 §5', () => {
  it('accepts every listed document type, in any letter case', () => {
    for (const type of DOCUMENT_TYPES) {
      expect(checkFile(file(`doc.${type.toLowerCase()}`, 10), DOCUMENT_TYPES)).toBeNull();
    }
    expect(checkFile(file('SCAN.PDF', 10), DOCUMENT_TYPES)).toBeNull();
  });

  it('refuses a type that is not listed, or a file without extension, naming the accepted ones', () => {
    expect(checkFile(file('tool.exe', 10), DOCUMENT_TYPES)).toEqual({
      key: 'common.upload.file_type_tip',
      values: { types: DOCUMENT_TYPES.join(', '), type: 'EXE' },
    });
    expect(checkFile(file('README', 10), DOCUMENT_TYPES)?.key).toBe('common.upload.file_type_tip');
    expect(checkFile(file('mail.msg', 10), ['PDF', 'ZIP'])?.key).toBe(
      'common.upload.file_type_tip',
    );
  });

  it('lets a file be 20 MB exactly and refuses one byte more', () => {
    expect(checkFile(file('a.pdf', FILE_MAX_BYTES), DOCUMENT_TYPES)).toBeNull();
    expect(checkFile(file('a.pdf', FILE_MAX_BYTES + 1), DOCUMENT_TYPES)).toEqual({
      key: 'common.upload.file_maxsize_tip',
      values: { max: '20 MB' },
    });
  });

  it('lets a ZIP be 100 MB and refuses more with the ZIP key, by media type or extension', () => {
    expect(checkFile(file('a.zip', ZIP_MAX_BYTES), DOCUMENT_TYPES)).toBeNull();
    expect(checkFile(file('a.zip', 50 * 1024 * 1024), DOCUMENT_TYPES)).toBeNull();
    expect(
      checkFile(file('a.zip', ZIP_MAX_BYTES + 1, 'application/x-zip-compressed'), DOCUMENT_TYPES),
    ).toEqual({ key: 'common.upload.zip_maxsize_tip', values: { max: '100 MB' } });
    expect(checkFile(file('a.ZIP', ZIP_MAX_BYTES + 1), DOCUMENT_TYPES)?.key).toBe(
      'common.upload.zip_maxsize_tip',
    );
  });

  it('checks the type before the size', () => {
    expect(checkFile(file('big.exe', FILE_MAX_BYTES + 1), DOCUMENT_TYPES)?.key).toBe(
      'common.upload.file_type_tip',
    );
  });
});
