import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declaredLists } from '../../../src/api/endpoints/pages/declared-lists';
import { likePattern } from '../../../server/handlers/receivables/ar-sql';
import { textSearchFields } from '../../../server/handlers/search/list-text-search';

const migration = readFileSync(
  new URL('../../../server/db/migrations/0019_text_search.sql', import.meta.url),
  'utf8',
);

describe('list text search (issue 17)', () => {
  it('has a trigram index on lower(field) for every text search field of every list', () => {
    const indexed = new Set(
      [...migration.matchAll(/gin \(lower\(data->>'(\w+)'\) gin_trgm_ops\)/g)].map((m) => m[1]),
    );
    const searched = new Set(declaredLists.flatMap((l) => textSearchFields(l.declaration)));
    expect(searched.size).toBeGreaterThan(10);
    expect([...searched].filter((f) => !indexed.has(f))).toEqual([]);
  });

  it('searches input fields only: selects and date ranges stay exact', () => {
    const purchase = declaredLists.find((l) => l.declaration.id === 'trading.purchase');
    if (!purchase) throw new Error('trading.purchase is not declared');
    const fields = textSearchFields(purchase.declaration);
    expect(fields).toContain('poNo');
    expect(fields).not.toContain('currency');
    expect(fields).not.toContain('status');
  });

  it('keeps the user’s % as the wildcard and makes _ and \\ plain characters', () => {
    expect(likePattern('PO%01')).toBe('%PO%01%');
    expect(likePattern('a_b')).toBe('%a\\_b%');
    expect(likePattern('a\\b')).toBe('%a\\\\b%');
  });
});
