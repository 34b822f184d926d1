import { describe, expect, it } from 'vitest';
import { DATASETS, DATASET_IDS } from '../../../src/shared/receivables/datasets';
import { enUS } from '../../../src/ui/i18n/locales/en-US';
import { zhCN } from '../../../src/ui/i18n/locales/zh-CN';

type Tree = { readonly [key: string]: string | Tree };

const lookup = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

const languages = { 'en-US': enUS as Tree, 'zh-CN': zhCN as Tree };

describe('receivables labels', () => {
  const keys = [
    ...DATASET_IDS.flatMap((id) => [
      DATASETS[id].label,
      ...DATASETS[id].columns.map((c) => c.label),
    ]),
    ...['OPEN', 'PARTIALLY_PAID', 'OVERDUE', 'PAID'].map((s) => `receivables.status.${s}`),
    ...['PRICE_ADJUSTMENT', 'RETURN', 'DISCOUNT', 'DAMAGED_GOODS'].map(
      (r) => `receivables.reason.${r}`,
    ),
    'receivables.financed.true',
    'receivables.financed.false',
  ];

  it.each(Object.entries(languages))('has every column, tab and value label in %s', (_, tree) => {
    const missing = keys.filter((key) => {
      const text = lookup(tree, key);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('names every column of every dataset under receivables.column', () => {
    for (const id of DATASET_IDS) {
      for (const column of DATASETS[id].columns) {
        expect(column.label).toBe(`receivables.column.${column.name}`);
      }
    }
  });
});
