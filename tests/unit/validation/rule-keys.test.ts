import { describe, expect, it } from 'vitest';
import { enUS } from '../../../src/ui/i18n/locales/en-US';
import { zhCN } from '../../../src/ui/i18n/locales/zh-CN';
import { ruleKeys } from '../../../src/shared/validation/rules/rule-keys';

type Tree = { readonly [key: string]: string | Tree };

function textAt(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

describe('rule message keys', () => {
  it.each(Object.entries(ruleKeys))('%s (%s) has an English and a Chinese text', (_, key) => {
    expect(textAt(enUS, key), `en-US ${key}`).toBeTruthy();
    expect(textAt(zhCN, key), `zh-CN ${key}`).toBeTruthy();
  });

  it('lets the bound messages name the label and the limit in both languages', () => {
    for (const key of [ruleKeys.max, ruleKeys.minExclusive]) {
      for (const tree of [enUS, zhCN]) {
        expect(textAt(tree, key)).toContain('{{label}}');
        expect(textAt(tree, key)).toContain('{{limit}}');
      }
    }
  });

  it('lets the required messages name the label in both languages', () => {
    for (const key of [ruleKeys.requiredInput, ruleKeys.requiredSelect]) {
      for (const tree of [enUS, zhCN]) expect(textAt(tree, key)).toContain('{{label}}');
    }
  });
});
