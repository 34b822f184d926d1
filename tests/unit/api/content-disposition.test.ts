import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from '../../../src/api/http/content-disposition';

describe('file name from Content-Disposition (RFC 6266 / RFC 5987)', () => {
  it.each([
    ['attachment; filename=report.xlsx', 'report.xlsx'],
    ['attachment; filename="quarter 1.csv"', 'quarter 1.csv'],
    ['attachment; filename="say \\"hi\\".txt"', 'say "hi".txt'],
    ['attachment; filename="a;b.csv"; size=10', 'a;b.csv'],
    ["attachment; filename*=UTF-8''%E5%BA%94%E6%94%B6%E8%B4%A6%E6%AC%BE.xlsx", '应收账款.xlsx'],
    ["attachment; filename*=utf-8'en'r%C3%A9sum%C3%A9.pdf", 'résumé.pdf'],
    ["attachment; filename*=ISO-8859-1''caf%E9.csv", 'café.csv'],
    ['attachment; filename*="UTF-8\'\'quoted%20name.zip"', 'quoted name.zip'],
    ['ATTACHMENT; FILENAME=upper.csv', 'upper.csv'],
    ['attachment;filename=%E8%AE%A2%E5%8D%95.xlsx', '订单.xlsx'],
    ['attachment; filename=100%.csv', '100%.csv'],
    ['filename="no-type.csv"', 'no-type.csv'],
  ])('reads %s', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });

  it('prefers filename* over filename, wherever it stands', () => {
    expect(
      fileNameFromContentDisposition(
        'attachment; filename="fallback.xlsx"; filename*=UTF-8\'\'%E6%8A%A5%E8%A1%A8.xlsx',
      ),
    ).toBe('报表.xlsx');
  });

  it('falls back to filename when filename* cannot be decoded', () => {
    expect(
      fileNameFromContentDisposition("attachment; filename*=UTF-8''%E0%A4; filename=plain.csv"),
    ).toBe('plain.csv');
    expect(
      fileNameFromContentDisposition("attachment; filename*=KOI8-R''x; filename=plain.csv"),
    ).toBe('plain.csv');
  });

  it('keeps only the last path segment, so a header cannot name a path', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe(
      'passwd',
    );
    expect(fileNameFromContentDisposition('attachment; filename="C:\\\\temp\\\\a.csv"')).toBe(
      'a.csv',
    );
  });

  it('gives nothing when no name is present', () => {
    expect(fileNameFromContentDisposition(null)).toBeUndefined();
    expect(fileNameFromContentDisposition('attachment')).toBeUndefined();
    expect(fileNameFromContentDisposition('attachment; filename=""')).toBeUndefined();
    expect(fileNameFromContentDisposition('attachment; filename=".."')).toBeUndefined();
  });
});
