/**
 * How company names and business registration numbers are compared and stored
 * (docs/company-review.md). Names: Unicode NFKC (full-width letters and brackets become their
 * plain forms, so "（深圳）" and "(深圳)" are one name), spaces trimmed and runs of white space
 * collapsed to one. The duplicate check also ignores case. Registration numbers: NFKC, upper
 * case, without spaces and hyphens.
 */
export function normaliseCompanyName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ');
}

/** The key two names are the same company by: normalised and case-folded. */
export const companyNameKey = (name: string): string => normaliseCompanyName(name).toLowerCase();

export function normaliseBizRegNo(value: string): string {
  return value
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s-]+/g, '');
}

export const COMPANY_NAME_MIN = 2;
export const COMPANY_NAME_MAX = 100;

export type NameProblem = 'required' | 'tooShort' | 'tooLong' | 'format';

// eslint-disable-next-line no-control-regex -- refusing control characters is this rule's job
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;

/** A name's problem once normalised: at least one letter (any script), no control characters. */
export function companyNameProblem(raw: string): NameProblem | null {
  if (CONTROL.test(raw)) return 'format';
  const name = normaliseCompanyName(raw);
  if (name === '') return 'required';
  const length = [...name].length;
  if (length < COMPANY_NAME_MIN) return 'tooShort';
  if (length > COMPANY_NAME_MAX) return 'tooLong';
  if (!/\p{L}/u.test(name)) return 'format';
  return null;
}

/** China's 18-character unified social credit code (GB 32100-2015) and its check character. */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const USCC_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export function isUnifiedSocialCreditCode(code: string): boolean {
  if (!USCC_SHAPE.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(code.charAt(i)) * (USCC_WEIGHTS[i] ?? 0);
  return USCC_CHARS.charAt((31 - (sum % 31)) % 31) === code.charAt(17);
}

/** Mainland China's numeric country code (ISO 3166), as the area list spells it. */
export const CHINA = '156';

export type BizRegNoProblem = 'required' | 'format' | 'checksum';

/**
 * A new registration number's problem (normalised first): in mainland China the unified social
 * credit code with its check character; elsewhere 4 to 30 letters and digits. A number already on
 * file is not judged again (the demo companies' numbers are invented and fail the checksum).
 */
export function bizRegNoProblem(raw: string, countryCode: string): BizRegNoProblem | null {
  const value = normaliseBizRegNo(raw);
  if (value === '') return 'required';
  if (countryCode === CHINA) {
    if (!USCC_SHAPE.test(value)) return 'format';
    return isUnifiedSocialCreditCode(value) ? null : 'checksum';
  }
  return /^[A-Z0-9]{4,30}$/.test(value) ? null : 'format';
}
