import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BusinessError } from './business-error';
import { businessEnvelope } from './envelopes';
import { requestLanguage } from './language';

/**
 * The largest declared body (a 500 000-character translation map) is under 2 MB in UTF-8 even
 * for Chinese text; 4 MB leaves room and still stops a runaway upload before it is buffered.
 */
export const MAX_JSON_BODY_BYTES = 4 * 1024 * 1024;

export function limitApiBodies(app: Hono): void {
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_JSON_BODY_BYTES,
      onError: (c) =>
        c.json(
          businessEnvelope(
            BusinessError.badRequest('bodyTooLarge', {
              limit: `${MAX_JSON_BODY_BYTES / 1024 / 1024} MB`,
            }),
            requestLanguage(c.req.header('x-language')),
          ),
        ),
    }),
  );
}
