import type { z } from 'zod';
import type { EndpointDef } from '../../src/api/contract/endpoint';
import { contentDisposition } from '../handlers/uploads/content-disposition';
import { BusinessError } from './business-error';
import { businessEnvelope } from './envelopes';
import { requestLanguage } from './language';
import { readInput, type PartOutput } from './read-input';
import { honoPath, signedInGate, type AuthedInput } from './route';
import type { ApiMount } from './server-context';

/** A file the server answers with (an export, a template). */
export interface FileAnswer {
  fileName: string;
  mediaType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * Mounts a signed-in endpoint that answers a file (exports, templates): the bytes with an
 * RFC 6266 content-disposition naming the file, or, when it cannot, the usual JSON envelope,
 * which the portal's download reads as that failure (docs/http-client.md, spec 000 §8).
 */
export function fileRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  api: ApiMount,
  endpoint: EndpointDef<P, Q, B, z.ZodType>,
  handler: (input: AuthedInput<P, Q, B>) => Promise<FileAnswer>,
): void {
  const gate = signedInGate(api, endpoint, handler);
  const { server } = api;
  api.app.on(endpoint.method, honoPath(endpoint.path, server.productCode), async (c) => {
    const lang = requestLanguage(c.req.header('x-language'));
    const passed = await gate(c, lang);
    if ('fail' in passed) return c.json(passed.fail);
    const read = await readInput(c, endpoint, lang);
    if (!read.ok) return c.json(read.envelope);
    const input = read.input as {
      params: PartOutput<P>;
      query: PartOutput<Q>;
      body: PartOutput<B>;
    };
    try {
      const file = (await passed.run({
        ...input,
        db: server.db,
        lang,
        server,
        request: c,
      })) as FileAnswer;
      return c.body(file.bytes, 200, {
        'content-type': file.mediaType,
        'content-disposition': contentDisposition(file.fileName, false),
        'content-length': String(file.bytes.byteLength),
        'x-content-type-options': 'nosniff',
      });
    } catch (error) {
      if (error instanceof BusinessError) return c.json(businessEnvelope(error, lang));
      throw error;
    }
  });
}
