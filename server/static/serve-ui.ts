import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';

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
      return c.req.path === '/' ? c.text(NOT_BUILT, 200) : c.text(NOT_BUILT, 404);
    }
    const served = await staticFiles()(c, async () => undefined);
    if (served) {
      // Set on the response itself: serveStatic's onFound runs after the response is built.
      served.headers.set(
        'Cache-Control',
        c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      );
      return served;
    }
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    return indexHtml(c, indexPath);
  });
}

async function indexHtml(c: Context, indexPath: string): Promise<Response> {
  c.header('Cache-Control', REVALIDATE);
  return c.html(await readFile(indexPath, 'utf8'));
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
