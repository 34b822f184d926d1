import { describe, expect, it } from 'vitest';
import { arDashboard } from '../../../src/worker/dashboards/ar-dashboard';
import { serverTodayFrom } from '../../../src/worker/dashboards/server-today';
import { getThing } from '../api/fakes/endpoints';
import { envelope } from '../api/fakes/fake-fetch';
import { makeClient } from '../api/fakes/test-client';

/** The fake local clock starts at 2023-11-14T22:13:20Z; the server is years away from it. */
const LOCAL_START = 1_700_000_000_000;
const SERVER_DATE = 'Sun, 15 Jul 2029 23:59:00 GMT';

function answeredWith(headers: Record<string, string>, status = 200) {
  return () => {
    const response = envelope({ name: 'ACME' });
    return new Response(response.body, {
      status,
      statusText: status === 200 ? 'OK' : 'Internal Server Error',
      headers: { 'content-type': 'application/json', ...headers },
    });
  };
}

describe("the dashboards' today is the server's (Date header), not the worker's clock", () => {
  it('is the local UTC day before any answer', () => {
    const { client } = makeClient();
    expect(client.serverNow()).toBe(LOCAL_START);
    expect(serverTodayFrom(client)()).toBe('2023-11-14');
  });

  it("follows the server's clock once an answer carried a Date, and keeps running with local time", async () => {
    const { client, clock } = makeClient({ handler: answeredWith({ date: SERVER_DATE }) });
    await client.call(getThing, { query: {} });
    const today = serverTodayFrom(client);
    // Within the second the header names (whole seconds: the middle of it is assumed).
    expect(client.serverNow()).toBe(Date.parse(SERVER_DATE) + 500);
    expect(today()).toBe('2029-07-15');
    clock.advance(60_000);
    expect(today()).toBe('2029-07-16');
  });

  it('counts a refused answer too: the server told its time all the same', async () => {
    const { client } = makeClient({ handler: answeredWith({ date: SERVER_DATE }, 500) });
    await client.call(getThing, { query: {} }, { silent: true }).catch(() => undefined);
    expect(serverTodayFrom(client)()).toBe('2029-07-15');
  });

  it('ignores an answer replayed from a cache (Age) and an unreadable Date', async () => {
    const { client, server } = makeClient({
      handler: answeredWith({ date: SERVER_DATE, age: '86400' }),
    });
    await client.call(getThing, { query: {} });
    expect(client.serverNow()).toBe(LOCAL_START);
    server.answer(answeredWith({ date: 'yesterday-ish' }));
    await client.call(getThing, { query: {} }, { dedupe: false });
    expect(client.serverNow()).toBe(LOCAL_START);
  });

  it('takes the latest answer, so a corrected clock on either side is followed', async () => {
    const { client, server } = makeClient({ handler: answeredWith({ date: SERVER_DATE }) });
    await client.call(getThing, { query: {} });
    server.answer(answeredWith({ date: 'Wed, 01 Jan 2025 00:00:10 GMT' }));
    await client.call(getThing, { query: {} }, { dedupe: false });
    expect(serverTodayFrom(client)()).toBe('2025-01-01');
  });

  it('is the asOf of the dashboard the worker answers', async () => {
    const { client } = makeClient({ handler: answeredWith({ date: SERVER_DATE }) });
    await client.call(getThing, { query: {} });
    const dashboard = await arDashboard(
      {
        http: client,
        cache: {
          stamp: () => Promise.resolve(null),
          rawTable: () => Promise.reject(new Error('a preview visitor reads no cache')),
        },
        signedIn: () => false,
        today: serverTodayFrom(client),
      },
      {},
    );
    expect(dashboard.source).toBe('demo');
    expect(dashboard.asOf).toBe('2029-07-15');
  });
});
