import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from '../../../src/ui/i18n/locales/en-US';
import type { TableColumn } from '../../../src/shared/page-declaration/table-columns';
import { ComposeTable } from '../../../src/ui/components/screen/ComposeTable';
import { SortableEditTable } from '../../../src/ui/components/screen/SortableEditTable';

// The cell context's app state reads localStorage when imported; node has none.
vi.hoisted(() => {
  const store = new Map<string, string>();
  globalThis.localStorage ??= {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    clear: () => store.clear(),
    key: () => null,
    length: 0,
  };
});

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': { translation: enUS } },
    interpolation: { escapeValue: false },
  });
});

const columns: TableColumn[] = [
  {
    key: 'name',
    titleKey: 'pages.col.remark',
    type: { kind: 'text' },
    width: 160,
    sortable: false,
    summable: false,
    filterable: false,
  },
];
const candidates = Array.from({ length: 7 }, (_, i) => ({ id: `R${i}`, name: `Row ${i}` }));
const noop = () => undefined;

/** The markup of one of the compose table's two parts. */
const part = (html: string, testId: string) => html.slice(html.indexOf(`data-testid="${testId}"`));

describe('compose table', () => {
  let upper = '';
  let lower = '';
  beforeAll(() => {
    const html = renderToStaticMarkup(
      <ComposeTable
        rowKey="id"
        columns={columns}
        candidates={candidates}
        selected={[candidates[1] as (typeof candidates)[number]]}
        onChange={noop}
      />,
    );
    upper = part(html, 'compose-candidates').split('data-testid="compose-selected"')[0] ?? '';
    lower = part(html, 'compose-selected');
  });

  it('shows 5 candidate rows per page first, in a 284 px scroll area', () => {
    expect(upper.match(/data-field="name"/g)).toHaveLength(5);
    expect(upper).toContain('max-height:284px');
  });

  it('marks a row already selected as added, so it cannot be added twice', () => {
    expect(upper.match(/data-action="add"/g)).toHaveLength(5);
    expect(upper).toMatch(/<button[^>]*disabled=""[^>]*data-action="add"[^>]*>.*?Added/);
  });

  it('lists the selected rows below with delete and batch delete', () => {
    expect(lower).toContain('Selected (1)');
    expect(lower).toMatch(/data-field="name">Row 1</);
    expect(lower).toContain('data-action="delete"');
    expect(lower).toContain('data-action="batch-delete"');
    expect(upper).toContain('data-action="batch-add"');
  });
});

describe('sortable edit table', () => {
  it('renders a drag handle, an input per editable cell and disabled moves at the ends', () => {
    const html = renderToStaticMarkup(
      <SortableEditTable
        rowKey="id"
        columns={columns}
        rows={candidates.slice(0, 3)}
        onChange={noop}
      />,
    );
    expect(html).toContain('p-datatable-reorderablerow-handle');
    expect(html.match(/<input[^>]*data-field="name"/g)).toHaveLength(3);
    expect(html).toMatch(/<button[^>]*aria-label="Move up"[^>]*disabled=""/);
    expect(html.match(/aria-label="Move up"/g)).toHaveLength(3);
  });
});
