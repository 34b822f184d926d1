/**
 * Latin-script words that may appear on a zh-CN screen (docs/accessibility.md): names and codes
 * that are the same in every language. Anything else in Latin letters is an untranslated text.
 * Matching is per word, exact and case-sensitive, so "Supplier" is not excused by "supplier".
 */

/** ISO 4217 codes the portal's data and money inputs use. */
const CURRENCY_CODES = [
  'CNY',
  'USD',
  'EUR',
  'JPY',
  'HKD',
  'SGD',
  'GBP',
  'AUD',
  'CAD',
  'CHF',
  'KRW',
  'TWD',
];

/** Brand and product names, and the language's own name in the language switch. */
const NAMES = [
  'English',
  'DBS',
  'SCF',
  'ERP',
  'Excel',
  'CSV',
  'XLSX',
  'PDF',
  'ID',
  'OK',
  'PrimeReact',
];

/** Units and short formats, written the same in Chinese business software. */
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'AM', 'PM', 'YYYY', 'MM', 'DD', 'HH', 'mm', 'ss'];

export const ALLOWED_WORDS: ReadonlySet<string> = new Set([...CURRENCY_CODES, ...NAMES, ...UNITS]);

/**
 * Tokens that are business data rather than words: anything with a digit (business numbers such
 * as FN2026…, PO-C001-0048, amounts, dates), e-mail addresses and URLs.
 */
export function isBusinessToken(token: string): boolean {
  return /\d/.test(token) || token.includes('@') || /^https?:/i.test(token);
}
