import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { HttpClient } from '../../../src/api/http/client';
import type { Intention } from '../../../src/api/endpoints/org-info/intention-schemas';
import {
  setChecked,
  visibleColumnKeys,
  withHiddenKeys,
} from '../../../src/shared/page-declaration/column-preferences';
import { exportColumnRequests } from '../../../src/shared/page-declaration/export-columns';
import { declarationForRole } from '../../../src/shared/page-declaration/role-view';
import { inFrozenOrder, tableColumns } from '../../../src/shared/page-declaration/table-columns';
import { enUS } from '../../../src/ui/i18n/locales/en-US';
import { zhCN } from '../../../src/ui/i18n/locales/zh-CN';
import {
  INTENTION_COLUMN_KEYS,
  intentionPage,
} from '../../../src/ui/pages/org-info/intention-page';
import { priceText } from '../../../src/ui/pages/org-info/price-text';
import { rateWords } from '../../../src/ui/pages/org-info/rate-words';
import { intentionRows } from '../../../src/worker/export/intention-rows';
import { rowShape } from '../../../src/worker/export/row-shape';
import { intentionRecord } from '../../../src/worker/org-info/intention-record';

/**
 * /org/info's export (docs/financing-intentions.md): one column declaration gives the table, the
 * column settings and the file; the worker reads the intention list itself and words each price
 * as the table does.
 */

async function tIn(lng: string) {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

const intention = (n: number, price: Intention['price'] = null): Intention => ({
  id: `FI${String(n).padStart(6, '0')}`,
  state: price ? 'PRICED' : 'PENDING_PRICING',
  displayState: price ? 'PRICED' : 'PENDING_PRICING',
  supplierName: 'Evergreen',
  buyerCode: 'BUY20001',
  buyerName: 'Northwind',
  productId: 'P001',
  productName: 'Receivables Factoring',
  currency: n % 2 ? 'USD' : 'JPY',
  amount: n % 2 ? '1000.50' : '250000',
  tenorDays: 90,
  funderCompanyId: price ? 'C003' : null,
  funderName: price ? 'Summit' : null,
  price,
  updatedAt: '2026-11-01T00:00:00Z',
});

const fixed = {
  rateType: 'FIXED',
  fixedRate: '5.25',
  baseRateType: null,
  direction: null,
  spread: null,
  validUntil: '2026-12-31',
} as const;
const floatingUp = {
  ...fixed,
  rateType: 'FLOATING',
  fixedRate: null,
  baseRateType: 'SOFR',
  direction: 'UP',
  spread: '1.5',
} as const;
const floatingDown = { ...floatingUp, direction: 'DOWN', spread: '0.25' } as const;

describe('the exported price reads as the table shows it', () => {
  for (const lng of ['en-US', 'zh-CN']) {
    it(`in ${lng}`, async () => {
      const t = await tIn(lng);
      for (const price of [fixed, floatingUp, floatingDown]) {
        const record = intentionRecord(intention(1, price), rateWords(t));
        expect(record.price).toBe(priceText(t, price));
        expect(record.validUntil).toBe('2026-12-31');
      }
    });
  }

  it('leaves price and validity empty when there is no price', async () => {
    const record = intentionRecord(intention(1), rateWords(await tIn('en-US')));
    expect(record).toMatchObject({ price: null, validUntil: null, id: 'FI000001' });
  });
});

describe('the one column declaration', () => {
  const keys = (role: string | null, hidden: string[] = []) => {
    const declaration = declarationForRole(intentionPage, role);
    const preferences = withHiddenKeys(declaration, hidden);
    return inFrozenOrder(tableColumns(declaration, visibleColumnKeys(preferences))).map(
      (c) => c.key,
    );
  };

  it('shows a funder the supplier and everyone else the funder, amount and state at the end', () => {
    expect(keys('FUNDER')).toEqual([
      'id',
      'supplierName',
      'buyerName',
      'productName',
      'currency',
      'tenorDays',
      'price',
      'validUntil',
      'displayState',
      'amount',
    ]);
    for (const role of ['SUPPLIER', 'COMPANY', 'BUYER', null]) {
      const shown = keys(role);
      expect(shown).toContain('funderName');
      expect(shown).not.toContain('supplierName');
    }
  });

  it('declares every key the page has a cell for, each titled in both languages', async () => {
    expect(intentionPage.columns.map((c) => c.key)).toEqual([...INTENTION_COLUMN_KEYS]);
    for (const lng of ['en-US', 'zh-CN']) {
      const t = await tIn(lng);
      for (const c of intentionPage.columns) {
        expect(t(c.titleKey as never), `${lng} ${c.titleKey}`).not.toBe(c.titleKey);
      }
    }
  });

  it('gives the export the visible columns in the settings’ order, typed for the writer', () => {
    const declaration = declarationForRole(intentionPage, 'SUPPLIER');
    const preferences = setChecked(withHiddenKeys(declaration, null), 'productName', false);
    const columns = inFrozenOrder(tableColumns(declaration, visibleColumnKeys(preferences)));
    const requests = exportColumnRequests(columns, (key) => key);
    expect(requests.map((r) => r.key)).not.toContain('productName');
    expect(requests.find((r) => r.key === 'amount')).toMatchObject({
      type: 'money',
      currencyField: 'currency',
    });
    expect(requests.find((r) => r.key === 'validUntil')?.type).toBe('date');
    expect(requests.find((r) => r.key === 'tenorDays')?.type).toBe('number');
    // The table sums nothing (its amounts mix currencies), so neither does the file.
    expect(requests.every((r) => r.summable === false)).toBe(true);
  });
});

describe('the intention row source', () => {
  function fakeList(total: number) {
    const bodies: Record<string, unknown>[] = [];
    const http = {
      call: async (_endpoint: unknown, input: { body: Record<string, unknown> }) => {
        bodies.push(input.body);
        const pageNum = input.body.pageNum as number;
        const size = input.body.pageSize as number;
        const start = (pageNum - 1) * size;
        const list = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) =>
          intention(start + i + 1, (start + i) % 3 === 0 ? fixed : null),
        );
        return { pageNum, pageSize: size, total, today: '2026-11-01', list };
      },
    } as unknown as HttpClient;
    return { http, bodies };
  }

  it('reads every intention of the state filter in pages of 100, shaped by the requested columns', async () => {
    const { http, bodies } = fakeList(250);
    const t = await tIn('en-US');
    const shape = rowShape([
      { key: 'id', title: 'No.', type: 'text' },
      { key: 'price', title: 'Price', type: 'text' },
      {
        key: 'displayState',
        title: 'State',
        type: 'text',
        labels: { PRICED: 'Priced', PENDING_PRICING: 'Awaiting price' },
      },
      { key: 'amount', title: 'Amount', type: 'money', currencyField: 'currency' },
    ]);
    const source = await intentionRows(
      http,
      { kind: 'intentions', state: 'PRICED', rateWords: rateWords(t) },
      shape,
      new AbortController().signal,
    );
    expect(source.total).toBe(250);
    const rows: (readonly unknown[])[] = [];
    for await (const batch of source.batches) rows.push(...batch);
    expect(rows).toHaveLength(250);
    expect(rows[0]).toEqual(['FI000001', 'FIXED 5.25%', 'Priced', '1000.50', 'USD']);
    expect(rows[1]).toEqual(['FI000002', null, 'Awaiting price', '250000', 'JPY']);
    expect(rows[249]?.[0]).toBe('FI000250');
    expect(bodies).toEqual(
      [1, 2, 3].map((pageNum) => ({ state: 'PRICED', pageNum, pageSize: 100 })),
    );
  });

  it('asks no further page once the total is read', async () => {
    const { http, bodies } = fakeList(100);
    const source = await intentionRows(
      http,
      { kind: 'intentions', state: 'ALL', rateWords: rateWords(await tIn('en-US')) },
      rowShape([{ key: 'id', title: 'No.', type: 'text' }]),
      new AbortController().signal,
    );
    for await (const batch of source.batches) expect(batch).toHaveLength(100);
    expect(bodies).toHaveLength(1);
  });
});
