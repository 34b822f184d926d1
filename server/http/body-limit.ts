import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ZIP_MAX_BYTES } from '../../src/shared/upload/upload-limits';
import { BusinessError } from './business-error';
import { businessEnvelope } from './envelopes';
import { requestLanguage } from './language';

/**
 * The largest declared body (a 500 000-character translation map) is under 2 MB in UTF-8 even
 * for Chinese text; 4 MB leaves room and still stops a runaway upload before it is buffered.
 */
export const MAX_JSON_BODY_BYTES = 4 * 1024 * 1024;

/** The largest upload (a 100 MB ZIP, spec 001 §5) plus room for the multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = ZIP_MAX_BYTES + 1024 * 1024;

const limit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) =>
      c.json(
        businessEnvelope(
          BusinessError.badRequest('bodyTooLarge', {
            limit: `${Math.round(maxSize / 1024 / 1024)} MB`,
          }),
          requestLanguage(c.req.header('x-language')),
        ),
      ),
  });

export function limitApiBodies(app: Hono): void {
  const json = limit(MAX_JSON_BODY_BYTES);
  const upload = limit(MAX_UPLOAD_BODY_BYTES);
  // The attachment upload alone takes files; the per-file limits are checked by its handler.
  app.use('/api/*', (c, next) =>
    c.req.path.endsWith('/sysAttachment/upload') ? upload(c, next) : json(c, next),
  );
}
