import { describe, expect, it } from 'vitest';
import { cashflowNamespace } from '../../../src/worker/cashflow/cashflow-namespace';
import type { CoreServices } from '../../../src/worker/core/create-core';
import { homeNamespace } from '../../../src/worker/home/home-namespace';
import { createTable } from '../../../src/worker/query/engine';
import type { ColumnSpec, Table } from '../../../src/worker/query/types';
import type { ReceivablesCache } from '../../../src/worker/receivables/receivables-cache';
import { getThing } from '../api/fakes/endpoints';
import { envelope } from '../api/fakes/fake-fetch';
import { makeClient } from '../api/fakes/test-client';

/**
 * The cash-flow forecast and the home figures count from the server's day (the Date header the
 * HTTP client learnt), like /dashboard/ar: the server here is years away from both the fake local
 * clock (2023-11-14) and the machine's real one, so a local day would show.
 */
const SERVER_DATE = 'Sun, 15 Jul 2029 23:59:00 GMT';
const SERVER_DAY = '2029-07-15';

/** A client that has had one answer from the far-off server, as after the session's first call. */
async function clientAfterAnAnswer() {
  const made = makeClient({
    handler: () => {
      const answer = envelope({ name: 'ACME' });
      return new Response(answer.body, {
        status: 200,
        headers: { 'content-type': 'application/json', date: SERVER_DATE },
      });
    },
  });
  await made.client.call(getThing, { query: {} });
  return made;
}

const col = (name: string, type: ColumnSpec['type']): ColumnSpec => ({ name, type });

/** One open receivable due a week after the server's day, and nothing else. */
function cacheTables(): Record<string, Table> {
  return {
    receivables: createTable(
      [
        col('id', 'number'),
        col('buyerCode', 'string'),
        col('currency', 'string'),
        col('dueDate', 'date'),
        col('outstanding', 'money'),
        col('status', 'string'),
        col('financed', 'string'),
      ],
      [
        {
          id: 1,
          buyerCode: 'B1',
          currency: 'CNY',
          dueDate: '2029-07-22',
          outstanding: '10.00',
          status: 'OPEN',
          financed: 'false',
        },
      ],
    ),
    payments: createTable([col('id', 'number'), col('paymentDate', 'date')], []),
    dilutions: createTable([col('id', 'number'), col('amount', 'money')], []),
    financings: createTable(
      [
        col('receivableId', 'number'),
        col('currency', 'string'),
        col('repaymentDate', 'date'),
        col('balance', 'money'),
        col('status', 'string'),
      ],
      [],
    ),
  };
}

describe("the server's day for the cash-flow forecast and the home figures", () => {
  it("starts the forecast's weeks on the server's day, not the browser's", async () => {
    const { client } = await clientAfterAnAnswer();
    const t = cacheTables();
    const cache = {
      rawTable: async (name: string) => t[name] as Table,
      synced: async () => true,
    } as unknown as ReceivablesCache;
    const core = Promise.resolve({ http: client } as unknown as CoreServices);
    const forecast = await cashflowNamespace(core, Promise.resolve(cache)).forecast({
      grain: 'week',
    });
    expect(forecast.asOf).toBe(SERVER_DAY);
    const cny = forecast.currencies.find((c) => c.currency === 'CNY');
    const withCollection = cny?.buckets.find((b) => b.collections !== '0.00');
    // Due on the server's day + 7: in a week that starts within the server's week, not 2023's.
    expect(withCollection?.start.slice(0, 7)).toBe('2029-07');
    expect(withCollection?.collections).toBe('10.00');
  });

  it("counts the home figures' windows from the server's day", async () => {
    const { client, server } = await clientAfterAnAnswer();
    const core = Promise.resolve({
      http: client,
      session: {
        snapshot: () => ({
          principal: { user: { companyRole: 'SUPPLIER' } },
          authority: { prefixes: ['/contract'], exact: [], excluded: [] },
        }),
      },
    } as unknown as CoreServices);
    const overview = await homeNamespace(core).overview();
    expect(overview.today).toBe(SERVER_DAY);
    // Contracts expiring in 30 days: the list is asked from the server's day on.
    const asked = server.requests.map((r) => `${r.url} ${r.body ?? ''}`).join('\n');
    expect(asked).toContain(SERVER_DAY);
    expect(asked).not.toContain(new Date().toISOString().slice(0, 10));
  });
});
