import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/api/contract/envelope';
import { requesterStore } from '../../../server/db/fair-db';
import { fairQueue, laneKey } from '../../../server/http/fair-queue';

/** An app whose one route waits until the test opens the gate, and says whose turn it ran as. */
function gatedApp(maxInFlight: number) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const app = new Hono();
  fairQueue(app, maxInFlight);
  app.get('/api/slow', async (c) => {
    await gate;
    return c.json({ code: 200, message: 'success', data: requesterStore.getStore()?.key ?? null });
  });
  return { app, open };
}

const call = (app: Hono, token: string) =>
  app.request('/api/slow', { headers: { token, 'x-language': 'zh-CN' } });

describe('fairQueue', () => {
  it('refuses a session’s request past its limit in flight with code 429, and serves the others', async () => {
    const { app, open } = gatedApp(3);
    const held = [call(app, 'a'), call(app, 'a'), call(app, 'a')];
    const refused = await (await call(app, 'a')).json();
    expect(refused).toMatchObject({
      code: ResultCode.throttled,
      messageKey: 'common.error.too_many_requests',
      data: { retryAfter: 1 },
    });
    expect(refused.message).toContain('3');
    // Another session is not held back by the first one's flood.
    const other = call(app, 'b');
    open();
    const answers = await Promise.all([...held, other].map(async (r) => (await r).json()));
    expect(answers.map((a: { code: number }) => a.code)).toEqual([200, 200, 200, 200]);
    // Once its requests are answered, the session may send again.
    expect((await (await call(app, 'a')).json()).code).toBe(200);
  });

  it('runs each request as its requester: the session hashed, never the token itself', async () => {
    const { app, open } = gatedApp(3);
    open();
    const answer = (await (await call(app, 'secret-token')).json()) as { data: string };
    expect(answer.data).toMatch(/^session:[0-9a-f]{64}$/);
    expect(answer.data).not.toContain('secret-token');
  });
});

describe('laneKey', () => {
  it('gives the cached tables’ sync a lane of its own within the session, and nothing else', () => {
    const sync = laneKey(
      '/api/scf-financial-transaction/ar/management/sync/receivables',
      'session:x',
    );
    expect(sync).not.toBe('session:x');
    expect(sync).toContain('session:x');
    expect(
      laneKey('/api/scf-financial-transaction/ar/management/queryDueBalance', 'session:x'),
    ).toBe('session:x');
    expect(laneKey('/api/scf-financial-transaction/ar/management/sync/receivables/x', 'a')).toBe(
      'a',
    );
  });
});
