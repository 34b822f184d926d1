import { describe, expect, it } from 'vitest';
import {
  accountNameMatches,
  attemptsLeft,
  checkIdNumber,
  checkPassport,
  checkRealName,
  checkResidentId,
  depositExpiry,
  depositState,
  drawDepositMinor,
  formatMinor,
  maxDepositMinor,
  normalizeCompanyName,
  parseDepositAmount,
} from '../../../src/shared/realname/realname-rules';

const TODAY = new Date('2026-11-26T12:00:00Z');

describe('resident ID (ISO 7064 MOD 11-2, birth date, age)', () => {
  it('accepts numbers whose check character matches', () => {
    expect(checkResidentId('110101199003074477', TODAY)).toBeNull();
    expect(checkResidentId('440308199901011234', TODAY)).toBeNull();
  });

  it('accepts X as a check character, in either case', () => {
    expect(checkResidentId('11010519491231002X', TODAY)).toBeNull();
    expect(checkResidentId('11010519491231002x', TODAY)).toBeNull();
    expect(checkResidentId('11010119850615321X', TODAY)).toBeNull();
  });

  it('refuses a wrong check character', () => {
    expect(checkResidentId('110101199003074478', TODAY)).toBe('checksum');
    expect(checkResidentId('110105194912310021', TODAY)).toBe('checksum');
    expect(checkResidentId('44030819990101123X', TODAY)).toBe('checksum');
  });

  it('refuses a birth date that does not exist, even with a right check character', () => {
    // 30 February 1990, check character computed for it.
    expect(checkResidentId('110101199002301236', TODAY)).toBe('birthDate');
  });

  it('refuses a birth date in the future', () => {
    expect(checkResidentId('110101209001011233', TODAY)).toBe('futureBirthDate');
  });

  it('refuses a minor and an implausible age', () => {
    expect(checkResidentId('110101201501011233', TODAY)).toBe('age');
    expect(checkResidentId('110101188001011233', TODAY)).toBe('age');
  });

  it('refuses anything but 17 digits and a check character', () => {
    expect(checkResidentId('11010119900307447', TODAY)).toBe('format');
    expect(checkResidentId('1101011990030744777', TODAY)).toBe('format');
    expect(checkResidentId('11010119900307447A', TODAY)).toBe('format');
  });

  it('follows the clock it is given: 18 on the birthday, not the day before', () => {
    const id = '440308199901011234';
    expect(checkResidentId(id, new Date('2016-12-31T00:00:00Z'))).toBe('age');
    expect(checkResidentId(id, new Date('2017-01-01T00:00:00Z'))).toBeNull();
  });
});

describe('passport numbers by format', () => {
  it('accepts PRC ordinary passports (E/G and 8 digits, E, a letter and 7 digits)', () => {
    expect(checkPassport('E12345678')).toBeNull();
    expect(checkPassport('G12345678')).toBeNull();
    expect(checkPassport('EA1234567')).toBeNull();
  });

  it('accepts ICAO document numbers of 6 to 9 letters and digits with a digit', () => {
    expect(checkPassport('K1234567Q')).toBeNull();
    expect(checkPassport('533380006')).toBeNull();
    expect(checkPassport(' c01x00t47 ')).toBeNull();
  });

  it('refuses other shapes', () => {
    expect(checkPassport('ABCDEFGH')).toBe('format');
    expect(checkPassport('E1234')).toBe('format');
    expect(checkPassport('E123456789')).toBe('format');
    expect(checkPassport('E-1234567')).toBe('format');
  });

  it('is what checkIdNumber applies to a passport, and the resident rules to an ID card', () => {
    expect(checkIdNumber('PASSPORT', 'E12345678', TODAY)).toBeNull();
    expect(checkIdNumber('ID_CARD', 'E12345678', TODAY)).toBe('format');
    expect(checkIdNumber('PASSPORT', '110101199003074477', TODAY)).toBe('format');
  });
});

describe('account name against the registered name', () => {
  const registered = [
    '晨曦精密机械（东莞）有限公司',
    'Dawnlight Precision Machinery (Dongguan) Co., Ltd.',
  ];

  it('treats full-width and half-width brackets as one', () => {
    expect(accountNameMatches('晨曦精密机械(东莞)有限公司', registered)).toBe(true);
  });

  it('ignores case and whitespace', () => {
    expect(
      accountNameMatches('DAWNLIGHT  PRECISION MACHINERY (DONGGUAN) CO., LTD.', registered),
    ).toBe(true);
    expect(accountNameMatches(' 晨曦精密机械 （东莞） 有限公司 ', registered)).toBe(true);
  });

  it('keeps other differences significant', () => {
    expect(accountNameMatches('晨曦贸易（东莞）有限公司', registered)).toBe(false);
    expect(accountNameMatches('Dawnlight Precision Machinery (Dongguan) Co Ltd', registered)).toBe(
      false,
    );
    expect(accountNameMatches('', registered)).toBe(false);
  });

  it('normalises full-width letters and digits (NFKC)', () => {
    expect(normalizeCompanyName('ＡＢＣ　１２３')).toBe('abc123');
  });
});

describe('real name', () => {
  it('accepts names as on documents', () => {
    expect(checkRealName('何军')).toBeNull();
    expect(checkRealName("Mary-Jane O'Neil")).toBeNull();
    expect(checkRealName('阿卜杜·热合曼')).toBeNull();
  });

  it('refuses empty, too short and digits', () => {
    expect(checkRealName('  ')).toBe('required');
    expect(checkRealName('A')).toBe('invalid');
    expect(checkRealName('Agent 007')).toBe('invalid');
  });
});

describe('deposit amounts', () => {
  it('stays under 1.00 in two- and three-decimal currencies and under 100 units without decimals', () => {
    expect(maxDepositMinor('CNY')).toBe(99);
    expect(maxDepositMinor('KWD')).toBe(999);
    expect(maxDepositMinor('JPY')).toBe(99);
    expect(drawDepositMinor('USD', () => 0)).toBe(1);
    expect(drawDepositMinor('USD', (bound) => bound - 1)).toBe(99);
    expect(formatMinor(37, 'CNY')).toBe('0.37');
    expect(formatMinor(45, 'KWD')).toBe('0.045');
    expect(formatMinor(42, 'JPY')).toBe('42');
  });

  it('reads what the user typed in minor units of the currency', () => {
    expect(parseDepositAmount('0.37', 'CNY')).toBe(37);
    expect(parseDepositAmount('.37', 'CNY')).toBe(37);
    expect(parseDepositAmount('0.370', 'CNY')).toBe(37);
    expect(parseDepositAmount('0.3', 'CNY')).toBe(30);
    expect(parseDepositAmount('42', 'JPY')).toBe(42);
    expect(parseDepositAmount('0.375', 'CNY')).toBeNull();
    expect(parseDepositAmount('4.2', 'JPY')).toBeNull();
    expect(parseDepositAmount('abc', 'CNY')).toBeNull();
    expect(parseDepositAmount('.', 'CNY')).toBeNull();
  });
});

describe('deposit state', () => {
  const sent = new Date('2026-11-26T00:00:00Z');
  const challenge = { attempts: 0, expiresAt: depositExpiry(sent), passedAt: null };

  it('is pending for 48 hours, then expired', () => {
    expect(depositState(challenge, new Date('2026-11-27T23:59:59Z'))).toBe('PENDING');
    expect(depositState(challenge, new Date('2026-11-28T00:00:00Z'))).toBe('EXPIRED');
  });

  it('locks after three wrong attempts', () => {
    expect(attemptsLeft({ ...challenge, attempts: 2 })).toBe(1);
    expect(depositState({ ...challenge, attempts: 2 }, sent)).toBe('PENDING');
    expect(depositState({ ...challenge, attempts: 3 }, sent)).toBe('LOCKED');
    expect(attemptsLeft({ ...challenge, attempts: 3 })).toBe(0);
  });

  it('stays passed once passed', () => {
    const passed = { ...challenge, passedAt: sent };
    expect(depositState(passed, new Date('2030-01-01T00:00:00Z'))).toBe('PASSED');
  });
});
