import { describe, expect, it } from 'vitest';
import {
  bizRegNoProblem,
  companyNameKey,
  companyNameProblem,
  isUnifiedSocialCreditCode,
  normaliseBizRegNo,
  normaliseCompanyName,
} from '../../../src/shared/company-edit/normalise';

describe('company names', () => {
  it('normalise width, brackets and white space, keeping case', () => {
    expect(normaliseCompanyName('  常青元器件（深圳）有限公司 ')).toBe('常青元器件(深圳)有限公司');
    expect(normaliseCompanyName('Ａｃｍｅ　\t Trading\nLtd')).toBe('Acme Trading Ltd');
  });

  it('compare without case', () => {
    expect(companyNameKey('NORTHWIND  Retail')).toBe(companyNameKey('northwind retail'));
    expect(companyNameKey('常青（深圳）')).toBe(companyNameKey('常青(深圳)'));
  });

  it('refuse empty, short, long, letterless and control characters', () => {
    expect(companyNameProblem('   ')).toBe('required');
    expect(companyNameProblem('A')).toBe('tooShort');
    expect(companyNameProblem('常青')).toBeNull();
    expect(companyNameProblem('A'.repeat(101))).toBe('tooLong');
    expect(companyNameProblem('A'.repeat(100))).toBeNull();
    expect(companyNameProblem('123 456')).toBe('format');
    expect(companyNameProblem('Acme\u202eLtd')).toBe('format');
    expect(companyNameProblem('Acme\u0000Ltd')).toBe('format');
  });
});

describe('business registration numbers', () => {
  it('normalise to upper case without spaces and hyphens', () => {
    expect(normaliseBizRegNo(' 2019-12345n ')).toBe('201912345N');
    expect(normaliseBizRegNo('９１３５ ０１００')).toBe('91350100');
  });

  it('check the unified social credit code’s check character in China', () => {
    expect(isUnifiedSocialCreditCode('91350100M000100Y43')).toBe(true);
    expect(isUnifiedSocialCreditCode('91350100M000100Y44')).toBe(false);
    expect(bizRegNoProblem('91350100m000100y43', '156')).toBeNull();
    expect(bizRegNoProblem('91350100M000100Y44', '156')).toBe('checksum');
    // I, O, S, V and Z are not in the code's alphabet.
    expect(bizRegNoProblem('91350100M000100I43', '156')).toBe('format');
    expect(bizRegNoProblem('1234', '156')).toBe('format');
  });

  it('take 4 to 30 letters and digits elsewhere', () => {
    expect(bizRegNoProblem('201912345N', '702')).toBeNull();
    expect(bizRegNoProblem('68123456-000-08-24-1', '344')).toBeNull();
    expect(bizRegNoProblem('AB1', '702')).toBe('format');
    expect(bizRegNoProblem('A/B-1234', '702')).toBe('format');
    expect(bizRegNoProblem('', '702')).toBe('required');
  });
});
