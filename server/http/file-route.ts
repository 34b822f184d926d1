import type { Context } from 'hono';
import type { z } from 'zod';
import type { EndpointDef } from '../../src/api/contract/endpoint';
import { ResultCode } from '../../src/api/contract/envelope';
import type { Language } from '../../src/shared/constants';
import { authenticate, type SessionUser } from '../auth/authenticate';
import type { Db } from '../db/db';
import { contentDisposition } from '../handlers/uploads/content-disposition';
import { BusinessError } from './business-error';
import { businessEnvelope, failureEnvelope } from './envelopes';
import { requestLanguage } from './language';
import { readInput, type PartOutput } from './read-input';
import type { ApiMount } from './server-context';

export interface FileAnswer {
  fileName: string;
  mediaType: string;
  bytes: Uint8Array;
}

interface FileInput<Q> {
  query: PartOutput<Q>;
  db: Db;
  user: SessionUser;
  lang: Language;
}

/**
 * Mounts a signed-in endpoint that answers a file (templates): the bytes with a content-disposition
 * naming the file, or, when it cannot, the usual JSON envelope, which the portal's download reads
 * as that failure (docs/http-client.md).
 */
export function fileRoute<Q extends z.ZodType>(
  api: ApiMount,
  endpoint: EndpointDef<z.ZodType, Q>,
  handler: (input: FileInput<Q>) => Promise<FileAnswer>,
): void {
  const { server } = api;
  const path = endpoint.path.replace('{product}', server.productCode);
  api.app.on(endpoint.method, path, async (c: Context) => {
    const lang = requestLanguage(c.req.header('x-language'));
    const token = c.req.header('token')?.trim();
    if (!token) return c.json(failureEnvelope(ResultCode.sessionExpired, 'tokenMissing', lang));
    const user = await authenticate(server.db, token);
    if (!user) return c.json(failureEnvelope(ResultCode.tokenInvalid, 'tokenInvalid', lang));
    const read = await readInput(c, endpoint, lang);
    if (!read.ok) return c.json(read.envelope);
    try {
      const file = await handler({
        query: read.input.query as PartOutput<Q>,
        db: server.db,
        user,
        lang,
      });
      return c.body(new Uint8Array(file.bytes), 200, {
        'content-type': file.mediaType,
        'content-disposition': contentDisposition(file.fileName, false),
        'x-content-type-options': 'nosniff',
      });
    } catch (error) {
      if (error instanceof BusinessError) return c.json(businessEnvelope(error, lang));
      throw error;
    }
  });
}
