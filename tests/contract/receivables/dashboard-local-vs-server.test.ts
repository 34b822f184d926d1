import { beforeAll, describe, expect, it } from 'vitest';
import { availableForFinanceAmount } from '../../../src/api/endpoints/receivables/available-for-finance-amount';
import { queryDueBalance } from '../../../src/api/endpoints/receivables/query-due-balance';
import { queryFinancingBalanceAmount } from '../../../src/api/endpoints/receivables/query-financing-balance-amount';
import { queryRepaymentDueInNext7DaysAmount } from '../../../src/api/endpoints/receivables/query-repayment-due-next-7-days';
import type { ArDashboard, ArDashboardFilter } from '../../../src/shared/dashboard/ar-dashboard';
import { addDays } from '../../../src/worker/dashboards/ar-figures';
import { arDashboard, cachedTables } from '../../../src/worker/dashboards/ar-dashboard';
import { localArDashboard } from '../../../src/worker/dashboards/ar-local';
import { serverToday } from '../../../src/worker/dashboards/server-today';
import { createReceivablesCache } from '../../../src/worker/receivables/receivables-cache';
import { createPortalClient } from '../client/portal-client';
import { DEMO_PASSWORD } from '../helpers/api';
import { ok } from './helpers';

type Client = Awaited<ReturnType<typeof createPortalClient>>;

/**
 * dashboards.ar in Node against the reference server: the answer from the server's calls before
 * the first sync, then the cache synced through its real sync code and the same filters computed
 * locally with the engine. Every figure must agree to the cent (docs/dashboards.md).
 */
let client: Client;
let token: string;
let cache: ReturnType<typeof createReceivablesCache>;
const asOf = serverToday();
const filters: Record<string, ArDashboardFilter> = {};
const fromServer = new Map<string, ArDashboard>();
const local = new Map<string, ArDashboard>();
let syncedBefore: boolean;

const deps = () => ({ http: client.http, cache, signedIn: () => true, today: () => asOf });
const body = (f: ArDashboardFilter) => ({
  ...(f.currency ? { currency: f.currency } : {}),
  ...(f.buyerCode ? { buyerCode: f.buyerCode } : {}),
  ...(f.from ? { beginDate: f.from } : {}),
  ...(f.to ? { endDate: f.to } : {}),
});

beforeAll(async () => {
  client = await createPortalClient();
  await client.session.login('supplier', DEMO_PASSWORD);
  token = client.session.token() ?? '';
  cache = createReceivablesCache({
    chunks: client.storage.chunks,
    call: client.http.call,
    companyId: () => client.session.snapshot()?.principal.user.companyId ?? null,
    emit: () => undefined,
  });
  syncedBefore = await cache.synced();
  const all = await arDashboard(deps(), {});
  const buyer = all.dueByBuyer.find((b) => b.buyerCode !== null)?.buyerCode ?? 'B00001';
  const currency = all.currencies.includes('USD') ? 'USD' : (all.currencies[0] ?? 'USD');
  const range = { from: addDays(asOf, -400), to: addDays(asOf, -30) };
  Object.assign(filters, {
    all: {},
    currency: { currency },
    buyer: { buyerCode: buyer },
    range,
    combined: { buyerCode: buyer, currency, ...range },
    ahead: { currency, from: asOf, to: addDays(asOf, 90) },
  });
  for (const [name, f] of Object.entries(filters))
    fromServer.set(name, await arDashboard(deps(), f));
  await cache.syncAll(new AbortController().signal);
  for (const [name, f] of Object.entries(filters)) local.set(name, await arDashboard(deps(), f));
}, 240_000);

describe('dashboards.ar: local figures equal the server calls', () => {
  it('answers from the server before the first sync (financings included), locally after', async () => {
    expect(syncedBefore).toBe(false);
    expect(await cache.synced()).toBe(true);
    expect(fromServer.get('all')?.source).toBe('server');
    expect(local.get('all')?.source).toBe('local');
    const financings = await cache.rawTable('financings');
    expect(financings.length).toBeGreaterThan(0);
    expect(local.get('all')?.kpis.some((k) => k.financingBalance.value !== '0.00')).toBe(true);
  });

  it.each(['all', 'currency', 'buyer', 'range', 'combined', 'ahead'])(
    'filter %s: every field but ageing and previous is the same from both sources',
    (name) => {
      const server = fromServer.get(name) as ArDashboard;
      const mine = local.get(name) as ArDashboard;
      const strip = (d: ArDashboard) => ({
        ...d,
        source: null,
        ageingByBuyer: null,
        kpis: d.kpis.map((k) => ({
          ...k,
          dueBalance: k.dueBalance.value,
          overdue: k.overdue.value,
          financingBalance: k.financingBalance.value,
          repaymentDue7Days: k.repaymentDue7Days.value,
          availableForFinance: k.availableForFinance.value,
        })),
      });
      expect(strip(mine)).toEqual(strip(server));
      expect(mine.kpis.length).toBeGreaterThan(0);
      expect(server.kpis.every((k) => k.dueBalance.previous === null)).toBe(true);
      expect(mine.kpis.every((k) => k.dueBalance.previous !== null)).toBe(true);
    },
  );

  it.each(['all', 'currency', 'buyer', 'range', 'combined'])(
    "filter %s: the KPIs are the spec's calls to the cent",
    async (name) => {
      const f = filters[name] as ArDashboardFilter;
      const mine = local.get(name) as ArDashboard;
      const due = await ok<{ currency: string; totalBalance: string; overdueBalance: string }[]>(
        queryDueBalance,
        { token, body: body(f) },
      );
      type Amount = { currency: string; amount: string }[];
      const available = await ok<Amount>(availableForFinanceAmount, { token, body: body(f) });
      const financing = await ok<Amount>(queryFinancingBalanceAmount, { token, body: body(f) });
      const { from: _f, to: _t, ...noRange } = f;
      void _f;
      void _t;
      const repayment = await ok<Amount>(queryRepaymentDueInNext7DaysAmount, {
        token,
        body: body(noRange),
      });
      const of = (rows: Amount, c: string) => rows.find((r) => r.currency === c)?.amount ?? '0.00';
      for (const k of mine.kpis) {
        const d = due.find((r) => r.currency === k.currency);
        expect(k.dueBalance.value).toBe(d?.totalBalance ?? '0.00');
        expect(k.overdue.value).toBe(d?.overdueBalance ?? '0.00');
        expect(k.availableForFinance.value).toBe(of(available, k.currency));
        expect(k.financingBalance.value).toBe(of(financing, k.currency));
        expect(k.repaymentDue7Days.value).toBe(of(repayment, k.currency));
      }
    },
  );

  it('ageing buckets add up to the due balance by buyer, per currency', () => {
    for (const name of ['all', 'combined']) {
      const d = local.get(name) as ArDashboard;
      expect(d.ageingByBuyer?.length).toBe(d.dueByBuyer.length);
      d.dueByBuyer.forEach((bar, i) => {
        const ageing = d.ageingByBuyer?.[i];
        expect([ageing?.currency, ageing?.buyerCode]).toEqual([bar.currency, bar.buyerCode]);
        const total = Object.values(ageing?.buckets ?? {}).reduce(
          (sum, v) => sum + BigInt(v.replace('.', '')),
          0n,
        );
        expect(total).toBe(BigInt(bar.amount.replace('.', '')));
      });
    }
  });

  it('the demonstration dataset is computed by the same code and touches no server', async () => {
    const demo = await arDashboard({ ...deps(), http: null as never, signedIn: () => false }, {});
    expect(demo.source).toBe('demo');
    expect(demo.buyers.every((b) => b.buyerCode.startsWith('DEMO'))).toBe(true);
    const tables = await cachedTables(cache);
    expect(
      localArDashboard(tables, {}, asOf).buyers.some((b) => b.buyerCode.startsWith('DEMO')),
    ).toBe(false);
  });
});
