import { describe, expect, it } from 'vitest';
import { accountNameRule } from '../../../src/shared/validation/rules/account-name';
import { emailRule } from '../../../src/shared/validation/rules/email';
import { urlRule } from '../../../src/shared/validation/rules/url';
import { keyFor } from './first-message';

describe('URL (common.validation.url)', () => {
  it.each([
    'https://x.y',
    'http://example.com',
    'https://example.com.cn/path?q=1#top',
    'http://localhost:5173/a',
    ' https://padded.example ',
    'HTTPS://EXAMPLE.COM',
  ])('accepts %j', (value) => {
    expect(keyFor(urlRule(), value)).toBeUndefined();
  });

  it.each([
    'ftp:/bad',
    'ftp://example.com',
    'https:/x.y',
    'example.com',
    'https://',
    'https://nodot',
    'https://a..b',
    'https://exa mple.com',
    'javascript:alert(1)',
  ])('refuses %j', (value) => {
    expect(keyFor(urlRule(), value)).toBe('common.validation.url');
  });
});

describe('email (common.validation.email)', () => {
  it.each(['a@b.co', 'zhang.san+scf@example.com.cn', ' padded@example.com '])(
    'accepts %j',
    (value) => {
      expect(keyFor(emailRule(), value)).toBeUndefined();
    },
  );

  it.each(['plain', 'a@b', '@example.com', 'a b@example.com', 'a@@example.com'])(
    'refuses %j',
    (value) => {
      expect(keyFor(emailRule(), value)).toBe('common.validation.email');
    },
  );
});

describe('account name (common.validation.accountName)', () => {
  it.each([
    'ACME Trading Co., Ltd.',
    "O'Brien + Sons",
    'Account 1/2-A? (HK): main',
    '上海某某贸易有限公司',
    '上海某某贸易（香港）有限公司',
    'ABC 贸易 (Shanghai) 123',
  ])('accepts %j', (value) => {
    expect(keyFor(accountNameRule(), value)).toBeUndefined();
  });

  it.each(['ACME & Co', 'name@bank', 'Société Générale', '１２', '【公司】', 'a_b', 'a;b', 'a"b'])(
    'refuses %j',
    (value) => {
      expect(keyFor(accountNameRule(), value)).toBe('common.validation.accountName');
    },
  );
});
