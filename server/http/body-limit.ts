import type { Context, Hono } from 'hono';
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

/**
 * The largest upload body read at all. The upload is streamed to disk and its file stops at its
 * own type's limit (server/files/receive-upload.ts), so this bound is not what keeps memory low;
 * it refuses at once, without reading, a body that cannot hold one acceptable file whatever its
 * framing. Between the 100 MB ZIP and this, the file itself is refused with the spec's message.
 */
export const MAX_UPLOAD_BODY_BYTES = 2 * ZIP_MAX_BYTES;

const tooLarge = (c: Context, maxSize: number) =>
  c.json(
    businessEnvelope(
      BusinessError.badRequest('bodyTooLarge', {
        limit: `${Math.round(maxSize / 1024 / 1024)} MB`,
      }),
      requestLanguage(c.req.header('x-language')),
    ),
  );

const isUpload = (c: Context) =>
  c.req.method === 'POST' && c.req.path.endsWith('/sysAttachment/upload');

export function limitApiBodies(app: Hono): void {
  // Hono's limiter counts by wrapping the body in a web stream, which the streamed upload must
  // not go through: the upload counts its own bytes.
  const json = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: (c) => tooLarge(c, MAX_JSON_BODY_BYTES),
  });
  app.use('/api/*', async (c, next) => {
    if (!isUpload(c)) return json(c, next);
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > MAX_UPLOAD_BODY_BYTES) {
      // Reading hundreds of megabytes only to drop them is worse than a new connection.
      c.header('connection', 'close');
      return tooLarge(c, MAX_UPLOAD_BODY_BYTES);
    }
    return next();
  });
}
