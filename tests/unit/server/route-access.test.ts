import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../../src/api/contract/endpoint';
import { demoTouch } from '../../../src/api/endpoints/receivables/demo-touch';
import { mountApiFallbacks } from '../../../server/http/api-fallbacks';
import { registerRoutes } from '../../../server/http/register-routes';
import { route } from '../../../server/http/route';
import type { MountedRoute } from '../../../server/http/route-access';
import { bareServerContext } from '../../support/bare-server-context';

function mountAll(demoTools: boolean) {
  const app = new Hono();
  const server = bareServerContext();
  const routes: MountedRoute[] = [];
  registerRoutes({ app, server, routes }, { demoTools });
  mountApiFallbacks(app, server.log);
  return { app, routes };
}

const demoTouchPath = '/api/scf-financial-transaction/ar/management/demo/touch';

describe('route access', () => {
  it('mounts demo/touch only in demo-tools mode; otherwise its path is an unknown /api path', async () => {
    const plain = mountAll(false);
    expect(plain.routes.map((r) => r.id)).not.toContain(demoTouch.id);
    const answer = await plain.app.request(demoTouchPath, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: 404, messageKey: 'common.error.not_found' });

    const demo = mountAll(true);
    expect(demo.routes.find((r) => r.id === demoTouch.id)).toMatchObject({
      method: 'POST',
      path: demoTouchPath,
      access: 'menu dashboard.ar',
    });
  });

  it('records every mounted route once, each with its declared access', () => {
    const { routes } = mountAll(true);
    const ids = routes.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of routes) expect(r.access).not.toBe('');
  });

  it('refuses to mount an endpoint whose access is not declared', () => {
    const undeclared = defineEndpoint({
      id: 'test.undeclared',
      method: 'GET',
      path: '/api/{product}-test/undeclared',
      data: z.object({}),
    });
    const api = { app: new Hono(), server: bareServerContext() };
    expect(() => route(api, undeclared, async () => ({}))).toThrow(/declares no access/);
  });

  it('refuses an access that contradicts the declaration (a signed-in endpoint declared public)', () => {
    const signedIn = defineEndpoint({
      id: 'test.signedIn',
      method: 'GET',
      path: '/api/{product}-test/signed-in',
      data: z.object({}),
    });
    const api = {
      app: new Hono(),
      server: bareServerContext(),
      access: new Map([['test.signedIn', { kind: 'public' } as const]]),
    };
    expect(() => route(api, signedIn, async () => ({}))).toThrow(/contradicts/);
  });
});
