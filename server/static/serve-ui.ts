import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { htmlSecurityHeaders, WORKER_POLICY } from '../http/security-headers';

/** Vite names files under /assets/ by content hash: they never change, so cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and other unhashed files) must be revalidated so a new build is picked up. */
const REVALIDATE = 'no-cache';

const NOT_BUILT =
  'The portal UI is not built yet. Run `npm run build` (or `npm start`, which builds and serves).\n' +
  'The API is up: see /portal-config.json.\n';

/**
 * Serves the built UI from `dir`: files as they are, and index.html for any other GET that is not
 * under /api (client-side routes). A missing file under /assets/ is a real 404: answering HTML for
 * a script would hide a stale-chunk error behind a MIME error. The folder is looked up per
 * request, so building while the server runs needs no restart.
 */
export function serveUi(app: Hono, dir: string): void {
  const indexPath = join(dir, 'index.html');
  // Made on first use: serveStatic complains at construction when the folder does not exist yet.
  let files: ReturnType<typeof serveStatic> | undefined;
  const staticFiles = () => (files ??= serveStatic({ root: dir }));

  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    if (!existsSync(indexPath)) {
      return c.text(NOT_BUILT, c.req.path === '/' ? 200 : 404);
    }
    // Source maps would hand out the original sources: never served, whatever the build made.
    if (isSourceMap(c.req.path)) return c.text('Not found', 404);
    // index.html always goes through indexHtml, which gives it its policy.
    if (c.req.path === '/' || c.req.path === '/index.html') return indexHtml(c, indexPath);
    const served = await staticFiles()(c, async () => undefined);
    if (served) {
      // Set on the response itself: serveStatic's onFound runs after the response is built.
      const asset = c.req.path.startsWith('/assets/');
      served.headers.set('Cache-Control', asset ? IMMUTABLE : REVALIDATE);
      // A worker's policy is its own script's (not the page's); on other scripts it is ignored.
      if (asset && c.req.path.endsWith('.js')) {
        served.headers.set('Content-Security-Policy', WORKER_POLICY);
      }
      return served;
    }
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    return indexHtml(c, indexPath);
  });
}

async function indexHtml(c: Context, indexPath: string): Promise<Response> {
  const html = await readFile(indexPath, 'utf8');
  c.header('Cache-Control', REVALIDATE);
  for (const [name, value] of Object.entries(htmlSecurityHeaders(html))) c.header(name, value);
  return c.html(html);
}

function isSourceMap(path: string): boolean {
  return path.toLowerCase().endsWith('.map');
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
