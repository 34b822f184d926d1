import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  extensionOf,
  isAcceptedType,
  isZip,
} from '../../../src/shared/upload/file-type';

describe('file types', () => {
  it('reads the last extension, upper case; none for dot-files and bare names', () => {
    expect(extensionOf('report.final.XlSx')).toBe('XLSX');
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('dir.v2/README')).toBe('');
  });

  it('knows a ZIP by the media type browsers give it or by its extension', () => {
    expect(isZip({ name: 'x', type: 'application/x-zip-compressed' })).toBe(true);
    expect(isZip({ name: 'x.zip', type: '' })).toBe(true);
    expect(isZip({ name: 'x.pdf', type: 'application/pdf' })).toBe(false);
  });

  it('matches accepted types and builds the input accept attribute', () => {
    expect(isAcceptedType('a.docx', ['DOCX'])).toBe(true);
    expect(isAcceptedType('a.docx', ['DOC'])).toBe(false);
    expect(acceptAttribute(['PDF', 'XLSX'])).toBe('.pdf,.xlsx');
  });
});
