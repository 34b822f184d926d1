import { describe, expect, it } from 'vitest';
import { enUS } from '../../../src/ui/i18n/locales/en-US';
import { zhCN } from '../../../src/ui/i18n/locales/zh-CN';

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const en = flatten(enUS);
  const zh = flatten(zhCN);

  it('gives every English key a Chinese text', () => {
    const missing = [...en.keys()].filter((k) => !zh.get(k));
    expect(missing).toEqual([]);
  });

  it('has no Chinese key that English lacks', () => {
    expect([...zh.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  it('keeps the same placeholders in both languages', () => {
    const mismatched = [...en].filter(([k, text]) => {
      const other = zh.get(k);
      return other !== undefined && placeholders(text).join() !== placeholders(other).join();
    });
    expect(mismatched.map(([k]) => k)).toEqual([]);
  });

  it('has the catalogue keys the spec names', () => {
    for (const key of [
      'common.error_title',
      'common.login_invalid',
      'common.total',
      'common.empty_data',
      'common.summary',
      'common.del_confirm',
      'common.number.checkMax',
      'common.number.checkMinNoEquals',
      'common.validation.accountName',
    ]) {
      expect(en.has(key), key).toBe(true);
    }
  });
});

describe('keys named by shared tables', () => {
  const en = flatten(enUS);
  it('has a title for every route and every action', async () => {
    const { routeTitleKeys } = await import('../../../src/shared/routes/paths');
    const { actionTitleKeys } = await import('../../../src/shared/permissions/actions');
    const missing = [...routeTitleKeys, ...actionTitleKeys].filter((k) => !en.has(k));
    expect(missing).toEqual([]);
  });
});
