import type { Hono } from 'hono';
import { ResultCode } from '../../src/api/contract/envelope';
import { failureEnvelope } from './envelopes';
import { requestLanguage } from './language';
import type { Logger } from '../log';
import { isApiPath } from '../static/serve-ui';

/**
 * Unknown /api paths (or a known path with the wrong method) answer HTTP 404 with an envelope;
 * unexpected exceptions answer HTTP 500 with a generic message; the log gets a summary of the
 * error that holds no request or record values (server/log-error.ts).
 */
export function mountApiFallbacks(app: Hono, log: Logger): void {
  app.all('/api/*', (c) =>
    c.json(
      failureEnvelope(
        ResultCode.notFound,
        'notFound',
        requestLanguage(c.req.header('x-language')),
        {
          path: `${c.req.method} ${c.req.path}`,
        },
      ),
      404,
    ),
  );

  app.onError((error, c) => {
    // The route's pattern, not the path: a path can carry a record's id or a file's name.
    log.error(`[server] ${c.req.method} ${c.req.routePath} failed:`, error);
    if (!isApiPath(c.req.path)) return c.text('Internal server error', 500);
    return c.json(
      failureEnvelope(
        ResultCode.serverError,
        'serverError',
        requestLanguage(c.req.header('x-language')),
      ),
      500,
    );
  });
}
