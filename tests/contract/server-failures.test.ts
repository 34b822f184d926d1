import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../src/api/contract/endpoint';
import { mountApiFallbacks } from '../../server/http/api-fallbacks';
import { publicRoute } from '../../server/http/route';
import type { ApiMount } from '../../server/http/server-context';
import { bareServerContext } from '../support/bare-server-context';

/**
 * Server bugs cannot be provoked through the real endpoints, so these mount the route helper on
 * a bare app with declarations made for the purpose. No database is touched.
 */
function appWith(mount: (api: ApiMount) => void) {
  const server = bareServerContext();
  const { log } = server;
  const app = new Hono();
  // The probe's access, as the server's own table declares every real route's.
  mount({ app, server, access: new Map([['test.probe', { kind: 'public' }]]) });
  mountApiFallbacks(app, log);
  return { app, log };
}

const probe = defineEndpoint({
  id: 'test.probe',
  method: 'GET',
  path: '/api/{product}-test/probe/{id}',
  params: z.object({ id: z.string().regex(/^\d+$/) }),
  data: z.object({ id: z.string(), n: z.number() }),
  public: true,
});

describe('server failures', () => {
  it('answer HTTP 500 with a generic message when the answer breaks its declaration, and log it', async () => {
    const { app, log } = appWith((api) =>
      // The handler returns a string where the declaration wants a number.
      publicRoute(api, probe, async ({ params }) => ({
        id: params.id,
        n: 'one' as unknown as number,
      })),
    );
    const response = await app.request('/api/scf-test/probe/7');
    expect(response.status).toBe(500);
    const body = (await response.json()) as { code: number; message: string; messageKey: string };
    expect(body).toMatchObject({ code: 500, messageKey: 'common.error.server' });
    expect(body.message).not.toMatch(/probe|ContractViolation|at /);
    expect(log.error).toHaveBeenCalled();
  });

  it('answer HTTP 500 without a stack trace for an unexpected exception', async () => {
    const { app } = appWith((api) =>
      publicRoute(api, probe, async () => {
        throw new Error('database exploded at /secret/path.ts:12');
      }),
    );
    const response = await app.request('/api/scf-test/probe/7', {
      headers: { 'x-language': 'zh-CN' },
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('exploded');
    expect(text).not.toContain('secret');
    expect(JSON.parse(text)).toMatchObject({ code: 500, message: '服务器出现问题，请稍后再试。' });
  });

  it('validate path parameters with the declaration and answer the declared data', async () => {
    const { app } = appWith((api) =>
      publicRoute(api, probe, async ({ params }) => ({ id: params.id, n: 1 })),
    );
    const bad = (await (await app.request('/api/scf-test/probe/abc')).json()) as {
      code: number;
      message: string;
    };
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('params.id');
    const good = (await (await app.request('/api/scf-test/probe/42')).json()) as {
      code: number;
      data: unknown;
    };
    expect(good).toEqual({ code: 200, message: 'success', data: { id: '42', n: 1 } });
  });
});
