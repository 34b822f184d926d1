import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { mountApiFallbacks } from '../../server/http/api-fallbacks';
import { serveUi } from '../../server/static/serve-ui';

/** A stand-in for `dist`: the server's static handling on a bare app (no database needed). */
const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
writeFileSync(join(dist, 'assets', 'index-3f2a9c.js'), 'console.log("ui")');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = new Hono();
mountApiFallbacks(app, { info: () => undefined, error: () => undefined });
serveUi(app, dist);

describe('serving the built UI', () => {
  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await app.request('/assets/index-3f2a9c.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("ui")');
  });

  it('serves index.html at / and for client-side routes, never cached', async () => {
    for (const path of ['/', '/org/company/detail', '/finance/finance-order/12/edit']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toContain('<title>portal</title>');
    }
  });

  it('serves other files as they are, revalidated', async () => {
    const response = await app.request('/favicon.svg');
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing asset rather than HTML', async () => {
    const response = await app.request('/assets/index-old.js');
    expect(response.status).toBe(404);
  });

  it('leaves /api paths to the API', async () => {
    const response = await app.request('/api/unknown');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404 });
  });
});
