import { describe, expect, it } from 'vitest';
import { pageDeclarations } from '../../../src/shared/page-declaration/page-registry';
import { inFrozenOrder, tableColumns } from '../../../src/shared/page-declaration/table-columns';
import type { PageDeclaration } from '../../../src/shared/page-declaration/types';
import { paths } from '../../../src/shared/routes/paths';
import { enUS } from '../../../src/ui/i18n/locales/en-US';
import { zhCN } from '../../../src/ui/i18n/locales/zh-CN';
import { cellText, type CellContext } from '../../../src/ui/components/search-list/cell-text';
import { summaryText } from '../../../src/ui/components/search-list/summary-text';

const context: CellContext = {
  dictionaries: new Map([['CURRENCY', [{ dicKey: 'USD', enValue: 'US Dollar', cnValue: '美元' }]]]),
  chinese: false,
  timeZone: '+8',
  timeFormat: 'YYYY/MM/DD',
} as unknown as CellContext;

const declarations = Object.values(pageDeclarations) as PageDeclaration[];
const lookup = (tree: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('number cells (spec 001 §9: number 2)', () => {
  const column = (decimals?: number) => ({
    key: 'n',
    titleKey: 't',
    type:
      decimals === undefined ? { kind: 'number' as const } : { kind: 'number' as const, decimals },
    width: 100,
    sortable: false,
    summable: true,
    filterable: false,
  });

  it('show 2 decimals unless the column says otherwise', () => {
    expect(cellText(column(), { n: 1234.5 }, context)).toBe('1,234.50');
    expect(cellText(column(), { n: '7' }, context)).toBe('7.00');
    expect(cellText(column(0), { n: 30 }, context)).toBe('30');
    expect(summaryText(column(), [{ field: 'n', currency: null, total: '1200' }])).toBe('1,200.00');
  });

  it('money keeps its currency’s decimals (JPY none)', () => {
    const money = { ...column(), type: { kind: 'money' as const, currencyField: 'currency' } };
    expect(cellText(money, { n: '1000', currency: 'JPY' }, context)).toBe('1,000');
    expect(cellText(money, { n: '1000', currency: 'USD' }, context)).toBe('1,000.00');
  });
});

describe('frozen columns', () => {
  it('put left-frozen columns first and right-frozen last, keeping the order within each', () => {
    const d = pageDeclarations['trading.purchase'] as PageDeclaration;
    const given = tableColumns(d, ['buyerName', 'status', 'poNo', 'amount', 'dueDate']);
    // tableColumns keeps the given order (a server export follows its request's list).
    expect(given.map((c) => c.key)).toEqual(['buyerName', 'status', 'poNo', 'amount', 'dueDate']);
    const keys = inFrozenOrder(given).map((c) => c.key);
    expect(keys).toEqual(['poNo', 'buyerName', 'dueDate', 'status', 'amount']);
  });
});

describe.each(declarations.map((d) => [d.id, d] as const))('list page %s', (_id, d) => {
  it('shows currency as its code, not the dictionary’s name', () => {
    const currency = tableColumns(d).find((c) => c.key === 'currency');
    if (!currency) return;
    expect(cellText(currency, { currency: 'USD' }, context)).toBe('USD');
  });

  it('links only to routes that exist and take an id', () => {
    for (const column of d.columns) {
      if (!column.link) continue;
      expect(paths[column.link.routeId].path, column.key).toContain(':id');
    }
  });

  it('names its records in both languages when an action confirms', () => {
    if (!d.actions.some((a) => a.confirm)) return;
    expect(d.record, 'a confirming page declares its record noun').toBeDefined();
    for (const suffix of ['_one', '_other']) {
      expect(typeof lookup(enUS, `${d.record?.nounKey}${suffix}`)).toBe('string');
      expect(typeof lookup(zhCN, `${d.record?.nounKey}${suffix}`)).toBe('string');
    }
  });
});

describe('the declared conventions', () => {
  it('freeze an identifying column on the left of the money lists', () => {
    const unfrozen = declarations
      .filter((d) => d.columns.some((c) => c.type.kind === 'money'))
      .filter((d) => !d.columns.some((c) => c.frozen === 'left'))
      .map((d) => d.id);
    // The bank statement has no number of its own: its rows are told apart by several fields.
    expect(unfrozen).toEqual(['proof.bank']);
  });

  it('confirm Delete and Withdraw wherever they are offered', () => {
    for (const d of declarations) {
      for (const a of d.actions) {
        if (a.id === 'delete' || a.id === 'withdraw')
          expect(a.confirm, `${d.id} ${a.id}`).toBe(true);
      }
    }
  });
});
