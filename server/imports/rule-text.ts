import type { Language } from '../../src/shared/constants';
import { fillPlaceholders } from '../../src/shared/i18n/fill-placeholders';
import type { RuleFailure } from '../../src/shared/validation/rules/first-failure';
import { enUS } from '../../src/ui/i18n/locales/en-US';
import { zhCN } from '../../src/ui/i18n/locales/zh-CN';

const TREES = { 'en-US': enUS, 'zh-CN': zhCN } as const;

function lookup(tree: unknown, key: string): string | null {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : null;
}

/**
 * A shared rule's failure as the portal would show it beside the field, in the user's language:
 * the report of an import says the same as the form. The texts are the UI's own resources (pure
 * data), so there is one wording of each rule.
 */
export function ruleText(failure: RuleFailure, label: string, language: Language): string {
  const template = lookup(TREES[language], failure.key) ?? failure.key;
  const vars: Record<string, unknown> = { ...failure.params, label };
  return fillPlaceholders(template, vars);
}
