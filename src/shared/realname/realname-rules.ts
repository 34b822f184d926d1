/**
 * The rules of real-name verification (docs/realname.md), shared by the pages and the reference
 * server: company verification by a small bank deposit, personal verification of the operator by
 * an ID document. Every function here is pure; the clock is always a parameter.
 */

/** Wrong amounts allowed on one deposit; the third wrong one locks it. */
export const MAX_DEPOSIT_ATTEMPTS = 3;

/** How long a deposit can be confirmed after it was sent. */
export const DEPOSIT_VALIDITY_MS = 48 * 60 * 60 * 1000;

/** An operator must be an adult, and an age above this is a typing error, not a person. */
export const MIN_OPERATOR_AGE = 18;
export const MAX_OPERATOR_AGE = 120;

export const ID_TYPES = ['ID_CARD', 'PASSPORT'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** Where the company stands: no deposit yet, one waiting for its amount, or done. */
export type CompanyVerificationState = 'UNVERIFIED' | 'DEPOSIT_SENT' | 'VERIFIED';

/** Money moves (a finance order is submitted) only for a verified company. */
export const mayMoveMoney = (state: CompanyVerificationState): boolean => state === 'VERIFIED';

/** A deposit as the rules see it. */
export interface DepositChallenge {
  attempts: number;
  expiresAt: Date;
  passedAt: Date | null;
}

/** PENDING: the amount may still be entered; LOCKED and EXPIRED need a new deposit. */
export type DepositState = 'PENDING' | 'LOCKED' | 'EXPIRED' | 'PASSED';

export function depositState(challenge: DepositChallenge, now: Date): DepositState {
  if (challenge.passedAt !== null) return 'PASSED';
  if (challenge.attempts >= MAX_DEPOSIT_ATTEMPTS) return 'LOCKED';
  if (now.getTime() >= challenge.expiresAt.getTime()) return 'EXPIRED';
  return 'PENDING';
}

export const attemptsLeft = (challenge: DepositChallenge): number =>
  Math.max(0, MAX_DEPOSIT_ATTEMPTS - challenge.attempts);

export const depositExpiry = (sentAt: Date): Date =>
  new Date(sentAt.getTime() + DEPOSIT_VALIDITY_MS);

/**
 * ISO 4217 minor units of the currencies whose smallest unit is not the cent. Everything else
 * has two decimals.
 */
const ZERO_DECIMALS = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'UGX', 'XAF', 'XOF', 'PYG']);
const THREE_DECIMALS = new Set(['BHD', 'KWD', 'OMR', 'JOD', 'TND', 'LYD', 'IQD']);

export function currencyDecimals(currency: string): number {
  const code = currency.trim().toUpperCase();
  if (ZERO_DECIMALS.has(code)) return 0;
  if (THREE_DECIMALS.has(code)) return 3;
  return 2;
}

/**
 * The largest deposit, in minor units. "Under 1.00" means 1 to 99 cents (or 1 to 999 of a
 * three-decimal currency); a currency without decimals cannot send less than one unit, so there
 * it is 1 to 99 units (under 100 JPY, still a trivial sum).
 */
export function maxDepositMinor(currency: string): number {
  const decimals = currencyDecimals(currency);
  return decimals === 0 ? 99 : 10 ** decimals - 1;
}

/** A random deposit in minor units from a source of random integers in [0, bound). */
export function drawDepositMinor(currency: string, randomBelow: (bound: number) => number): number {
  return 1 + randomBelow(maxDepositMinor(currency));
}

/** The amount as the bank statement shows it: 0.37, 0.045, 42. */
export function formatMinor(minor: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  if (decimals === 0) return String(minor);
  return (minor / 10 ** decimals).toFixed(decimals);
}

/**
 * What the user typed, in minor units, or null when it is not an amount of this currency (more
 * decimals than the currency has, letters, a sign). Leading zeros and a missing leading 0 are
 * fine: ".37" and "0.370" are both 37 cents.
 */
export function parseDepositAmount(text: string, currency: string): number | null {
  const decimals = currencyDecimals(currency);
  const match = /^(\d{0,6})(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '';
  const rawFraction = (match[2] ?? '').replace(/0+$/, '');
  if (!/\d/.test(text)) return null;
  if (rawFraction.length > decimals) return null;
  const fraction = rawFraction.padEnd(decimals, '0');
  return Number(whole || '0') * 10 ** decimals + Number(fraction || '0');
}

/**
 * A company name as a bank and a registry may both print it: Unicode NFKC (full-width letters,
 * digits and brackets become their ASCII forms, so （） equals ()), case folded, whitespace
 * dropped. Punctuation other than that stays significant: "Co., Ltd." is not "Co Ltd".
 */
export function normalizeCompanyName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** Whether the account is in the company's registered name (its Chinese or English one). */
export function accountNameMatches(
  accountName: string,
  registeredNames: readonly string[],
): boolean {
  const account = normalizeCompanyName(accountName);
  if (account === '') return false;
  return registeredNames.some((n) => normalizeCompanyName(n) === account);
}

/** Why an ID number is refused; each has its own message on the field. */
export type IdProblem = 'format' | 'checksum' | 'birthDate' | 'futureBirthDate' | 'age';

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/** The ISO 7064 MOD 11-2 check character of the first 17 digits of a resident ID. */
export function residentIdCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK_CHARS[sum % 11] ?? '';
}

/** Whole years between a birth date and a day (both UTC calendar days). */
function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * A mainland 18-character resident identity number (GB 11643-1999): 6-digit area, 8-digit birth
 * date, 3-digit sequence, check character (digit or X, upper or lower case). The birth date must
 * exist, not be after `today`, and make the holder 18 to 120 years old.
 */
export function checkResidentId(idNo: string, today: Date): IdProblem | null {
  const id = idNo.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return 'format';
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  const real =
    year >= 1800 &&
    birth.getUTCFullYear() === year &&
    birth.getUTCMonth() === month - 1 &&
    birth.getUTCDate() === day;
  if (!real) return 'birthDate';
  if (birth.getTime() > today.getTime()) return 'futureBirthDate';
  const age = ageOn(birth, today);
  if (age < MIN_OPERATOR_AGE || age > MAX_OPERATOR_AGE) return 'age';
  if (residentIdCheckChar(id.slice(0, 17)) !== id[17]) return 'checksum';
  return null;
}

/**
 * Passport numbers by format only (no issuing authority is asked): a PRC ordinary passport (E or
 * G and 8 digits, or E, a letter other than I and O, and 7 digits), or any other country's ICAO
 * 9303 document number: 6 to 9 capital letters and digits with at least one digit.
 */
export function checkPassport(passportNo: string): IdProblem | null {
  const no = passportNo.trim().toUpperCase();
  if (/^[EG]\d{8}$/.test(no) || /^E[A-HJ-NP-Z]\d{7}$/.test(no)) return null;
  if (/^[A-Z0-9]{6,9}$/.test(no) && /\d/.test(no)) return null;
  return 'format';
}

export function checkIdNumber(idType: IdType, idNo: string, today: Date): IdProblem | null {
  return idType === 'ID_CARD' ? checkResidentId(idNo, today) : checkPassport(idNo);
}

/** The stored form of an ID number: trimmed, upper case (x and X are one check character). */
export const normalizeIdNumber = (idNo: string): string => idNo.trim().toUpperCase();

/** Why a real name is refused. */
export type NameProblem = 'required' | 'invalid';

/** A person's name as on the document: 2 to 60 characters, letters, spaces, · . ' - only. */
export function checkRealName(name: string): NameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length < 2 || trimmed.length > 60) return 'invalid';
  if (!/^[\p{L}\p{M}][\p{L}\p{M} ·.'-]*$/u.test(trimmed)) return 'invalid';
  return null;
}
