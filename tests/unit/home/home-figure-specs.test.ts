import { describe, expect, it } from 'vitest';
import {
  addDays,
  figureLink,
  figureSpecs,
  mondayOf,
} from '../../../src/shared/home/home-figure-specs';
import { pageDeclarations } from '../../../src/shared/page-declaration/page-registry';
import { decodeListQuery } from '../../../src/shared/page-declaration/route-query';
import type { HomeRole } from '../../../src/shared/home/home-overview';

const ROLES: HomeRole[] = ['SUPPLIER', 'BUYER', 'FUNDER', 'COMPANY', 'DIRECTOR'];

describe('home figure specs (docs/home.md)', () => {
  it('counts weeks from Monday and days across month and year ends', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday belongs to the week before
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it.each(ROLES)(
    "%s: every figure's link reads back as the very state it is counted with",
    (role) => {
      for (const spec of figureSpecs(role, '2026-11-26')) {
        const declaration = pageDeclarations[spec.pageId];
        if (!declaration) throw new Error(`${spec.pageId} is not declared`);
        const link = figureLink(spec.path, spec.state);
        const [path, query = ''] = link.split('?');
        expect(path).toBe(spec.path);
        const read = decodeListQuery(declaration, new URLSearchParams(query)).state;
        // A key the list did not take as a search param would leave the list unfiltered.
        expect(read.params, `${spec.id}: ${link}`).toEqual(spec.state.params);
        expect(read.filters).toEqual({});
        // The amount shown is a summable column of that list.
        expect(declaration.columns.some((c) => c.key === spec.sumField)).toBe(true);
      }
    },
  );

  it("the buyer's payables are this week's and next week's invoices, Monday to Sunday", () => {
    const [, thisWeek, nextWeek] = figureSpecs('BUYER', '2026-11-26');
    expect(thisWeek?.state.params).toEqual({
      dueDateBegin: '2026-11-23',
      dueDateEnd: '2026-11-29',
    });
    expect(nextWeek?.state.params).toEqual({
      dueDateBegin: '2026-11-30',
      dueDateEnd: '2026-12-06',
    });
  });
});
