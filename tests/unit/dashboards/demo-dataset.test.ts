import { afterEach, describe, expect, it, vi } from 'vitest';
import { arDashboard } from '../../../src/worker/dashboards/ar-dashboard';
import { demoTables, DEMO_RECEIVABLE_COUNT } from '../../../src/worker/dashboards/demo-dataset';

afterEach(() => {
  vi.unstubAllGlobals();
});

const noServer = {
  http: {
    call: () => {
      throw new Error('the demonstration must not call the server');
    },
  } as never,
  cache: {
    stamp: () => Promise.reject(new Error('no cache for a visitor')),
    rawTable: () => Promise.reject(new Error('no cache for a visitor')),
  },
  signedIn: () => false,
  today: () => '2025-06-30',
};

describe('the preview visitors’ demonstration dataset', () => {
  it('is the same for the same day (deterministic) and has every table', () => {
    const a = demoTables('2025-06-30');
    const b = demoTables('2025-06-30');
    expect(a.receivables.length).toBe(DEMO_RECEIVABLE_COUNT);
    for (const name of ['buyers', 'receivables', 'payments', 'dilutions', 'financings'] as const) {
      expect(a[name].length).toBeGreaterThan(0);
      const rows = (t: typeof a) =>
        Array.from({ length: t[name].length }, (_, i) => t[name].rowAt(i));
      expect(rows(a)).toEqual(rows(b));
    }
  });

  it('answers dashboards.ar with source demo, invented buyers and no network', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const first = await arDashboard(noServer, {});
    const again = await arDashboard(noServer, {});
    expect(first.source).toBe('demo');
    expect(again).toEqual(first);
    expect(fetch).not.toHaveBeenCalled();
    expect(first.buyers.every((b) => b.buyerCode.startsWith('DEMO'))).toBe(true);
    expect(first.kpis.length).toBeGreaterThan(1);
    expect(first.kpis.some((k) => k.financingBalance.value !== '0.00')).toBe(true);
    expect(first.kpis.every((k) => k.dueBalance.previous !== null)).toBe(true);
    expect(first.dueByBuyer.some((b) => b.buyerCode === null)).toBe(true); // top 10 + others
    expect(first.ageingByBuyer?.length).toBe(first.dueByBuyer.length);
    expect((first.minTime ?? '') < (first.maxTime ?? '')).toBe(true);
  });

  it('cross-filters like the real data', async () => {
    const usd = await arDashboard(noServer, { currency: 'USD' });
    expect(usd.kpis.map((k) => k.currency)).toEqual(['USD']);
    expect(usd.dueByBuyer.every((b) => b.currency === 'USD')).toBe(true);
  });
});
