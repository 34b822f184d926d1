import { describe, expect, it } from 'vitest';
import { declaredLists } from '../../../src/api/endpoints/pages/declared-lists';
import { declaredRow, wireColumns } from '../../../src/api/endpoints/pages/declared-list';
import { pageDeclarations } from '../../../src/shared/page-declaration/page-registry';
import { paths } from '../../../src/shared/routes/paths';
import { enUS } from '../../../src/ui/i18n/locales/en-US';
import { zhCN } from '../../../src/ui/i18n/locales/zh-CN';
import { pageSeeds } from '../../../server/seed/pages/page-seeds';
import { pageRecordRows } from '../../../server/seed/seed-page-records';
import { ACTIONS } from '../../../src/shared/permissions/actions';

const lookup = (tree: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

const declarations = Object.values(pageDeclarations);

describe.each(declarations.map((d) => [d.id, d] as const))('declared page %s', (_id, d) => {
  it('names only keys both locales translate', () => {
    const keys = [
      d.titleKey,
      ...d.columns.map((c) => c.titleKey),
      ...d.searchFields.map((f) => f.labelKey),
      ...d.actions.map((a) => a.labelKey),
    ];
    for (const key of keys) {
      expect(typeof lookup(enUS, key), key).toBe('string');
      expect(typeof lookup(zhCN, key), key).toBe('string');
    }
  });

  it('declares each column once, searches only wire fields, acts with known authorities', () => {
    const keys = d.columns.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    const wire = wireColumns(d);
    for (const field of d.searchFields) expect(Object.keys(wire), field.key).toContain(field.key);
    for (const action of d.actions) {
      for (const authority of action.authorities) {
        const verb = authority.split('.').at(-1);
        expect(ACTIONS as readonly string[], authority).toContain(verb);
      }
      // A route for a row needs a selected row; one without a parameter opens as it is.
      if (action.opensRoute) {
        expect(paths[action.opensRoute].path.includes(':id'), action.id).toBe(
          action.needsSelection === true,
        );
      }
    }
    if (d.detailRouteId) expect(paths[d.detailRouteId].path).toContain(':id');
  });
});

describe('the record store seed', () => {
  it('seeds every declared list, and nothing undeclared', () => {
    const served = declaredLists.map((l) => l.declaration.id).sort();
    expect(pageSeeds.map((s) => s.pageId).sort()).toEqual(served);
  });

  it.each(declaredLists.map((l) => [l.declaration.id, l] as const))(
    '%s: every seeded record answers as a declared row',
    (id, list) => {
      const row = declaredRow(list.declaration);
      const records = pageRecordRows(new Date()).filter((r) => r[0] === id);
      expect(records.length).toBeGreaterThan(20);
      for (const [, , , data] of records) {
        const parsed = row.safeParse(JSON.parse(String(data)));
        expect(parsed.success, `${id}: ${JSON.stringify(parsed.error?.issues[0])}`).toBe(true);
      }
    },
  );

  const linking = declaredLists.filter((l) => l.declaration.columns.some((c) => c.link));
  it.each(linking.map((l) => [l.declaration.id, l] as const))(
    '%s: the answer keeps the id each business-number link opens, and the seed gives it',
    (id, list) => {
      const row = declaredRow(list.declaration);
      const records = pageRecordRows(new Date()).filter((r) => r[0] === id);
      for (const column of list.declaration.columns) {
        if (!column.link) continue;
        const { idField } = column.link;
        const answered = records.map(
          ([, , , data]) => row.parse(JSON.parse(String(data))) as Record<string, unknown>,
        );
        // Without the id on the wire the cell shows plain text instead of a link.
        expect(
          answered.filter((r) => typeof r[idField] === 'string' && r[idField] !== '').length,
          `${id}.${column.key} -> ${idField}`,
        ).toBeGreaterThan(0);
      }
    },
  );
});
