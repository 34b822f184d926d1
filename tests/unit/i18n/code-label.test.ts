import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { enUS } from '../../../src/ui/i18n/locales/en-US';
import { zhCN } from '../../../src/ui/i18n/locales/zh-CN';
import { codeLabel } from '../../../src/ui/i18n/code-label';

async function tIn(lng: string) {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
  });
  return instance.t;
}

describe('role codes shown to users', () => {
  it('read as words in each language', async () => {
    expect(codeLabel(await tIn('en-US'), 'role', 'SUPPLIER_OPERATOR')).toBe('Supplier operator');
    expect(codeLabel(await tIn('zh-CN'), 'role', 'ADMIN')).toBe('管理员');
  });

  it('show a code the portal does not know as sent', async () => {
    expect(codeLabel(await tIn('zh-CN'), 'role', 'NEW_ROLE')).toBe('NEW_ROLE');
  });
});
