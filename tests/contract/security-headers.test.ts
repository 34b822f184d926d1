import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { previewTokenVerify } from '../../src/api/endpoints/session/preview-token';
import { userInfo } from '../../src/api/endpoints/session/user-info';
import { mountApiFallbacks } from '../../server/http/api-fallbacks';
import { securityHeaders, WORKER_POLICY } from '../../server/http/security-headers';
import { serveUi } from '../../server/static/serve-ui';
import { call, request, serverUrl, signIn } from './helpers/api';

/** The API's answers on the real contract server, as app.ts mounts the headers. */
describe('API answers', () => {
  it('are never sniffed nor stored: public, signed-in, refused and unknown calls alike', async () => {
    const token = await signIn('supplier');
    const replies = {
      public: await call(previewTokenVerify, { query: { token: 'nope' } }),
      signedIn: await call(userInfo, { token }),
      refused: await call(userInfo, { token: 'not-a-token' }),
      unknown: await request('GET', '/api/nothing/here'),
    };
    expect(replies.signedIn.body.code).toBe(200);
    for (const [name, reply] of Object.entries(replies)) {
      expect(reply.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(reply.headers.get('cache-control'), name).toBe('no-store');
    }
  });

  it('the runtime configuration too', async () => {
    const response = await fetch(new URL('/portal-config.json', serverUrl()));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

/** A stand-in for `dist` with index.html's inline theme script, a worker and a source map. */
const THEME_SCRIPT = `
      (function () {
        document.documentElement.className = localStorage.getItem('t') || 'theme-dark';
      })();
    `;
const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html><html><head><title>portal</title><script>${THEME_SCRIPT}</script>` +
    '<script type="module" crossorigin src="/assets/index-1a2b.js"></script></head></html>',
);
writeFileSync(join(dist, 'assets', 'index-1a2b.js'), 'console.log("ui")');
writeFileSync(join(dist, 'assets', 'index-1a2b.js.map'), '{"version":3,"sources":["secret.ts"]}');
writeFileSync(join(dist, 'assets', 'core-worker-3c4d.js'), 'self.onmessage = () => {}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = new Hono();
app.use(securityHeaders());
mountApiFallbacks(app, { info: () => undefined, error: () => undefined });
serveUi(app, dist);

const directives = (policy: string | null) =>
  new Map(
    (policy ?? '').split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

describe('HTML answers', () => {
  const themeHash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

  it('carry the strict policy, with the hash of the served theme script, at / and every route', async () => {
    for (const path of ['/', '/index.html', '/org/company/detail', '/dashboard/ar?tab=dilution']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('default-src'), path).toBe("'self'");
      expect(policy.get('script-src'), path).toBe(`'self' ${themeHash}`);
      expect(policy.get('object-src'), path).toBe("'none'");
      expect(policy.get('base-uri'), path).toBe("'self'");
      expect(policy.get('frame-ancestors'), path).toBe("'none'");
      expect(policy.get('form-action'), path).toBe("'self'");
      expect(policy.get('worker-src'), path).toBe("'self'");
      expect(policy.get('connect-src'), path).toBe("'self'");
      expect(policy.get('require-trusted-types-for'), path).toBe("'script'");
      expect(policy.get('trusted-types'), path).toBe('default');
      // Nothing lets script run from markup: no unsafe-inline, unsafe-eval or wildcard sources.
      expect(policy.get('script-src'), path).not.toMatch(/unsafe|\*|data:|blob:/);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toMatch(
        /camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/,
      );
    }
  });

  it('follow a new build without a restart: the hash is of the index.html now on disk', async () => {
    const other = `document.documentElement.className = 'theme-light';`;
    const indexPath = join(dist, 'index.html');
    const before = await (await app.request('/')).text();
    try {
      writeFileSync(indexPath, before.replace(THEME_SCRIPT, other));
      const policy = directives(
        (await app.request('/home')).headers.get('content-security-policy'),
      );
      const hash = createHash('sha256').update(other).digest('base64');
      expect(policy.get('script-src')).toBe(`'self' 'sha256-${hash}'`);
    } finally {
      writeFileSync(indexPath, before);
    }
  });

  it('never serve a source map, whatever the build left in the folder', async () => {
    for (const path of [
      '/assets/index-1a2b.js.map',
      '/assets/index-1a2b.js.MAP',
      '/assets/index-1a2b.js%2Emap',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('secret.ts');
    }
  });

  it('give the worker scripts a policy of their own (a worker does not inherit the page’s)', async () => {
    const response = await app.request('/assets/core-worker-3c4d.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(WORKER_POLICY);
    expect(directives(WORKER_POLICY).get('connect-src')).toBe("'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
