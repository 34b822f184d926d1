import type { EndpointDef } from '../contract/endpoint';
import { DOWNLOAD_TIMEOUT_MS } from '../../shared/constants';
import type { DownloadedFile, HttpClient } from './client';
import { discardBody, type ClientRuntime } from './client-runtime';
import { fileNameFromContentDisposition } from './content-disposition';
import { fallbackFileName, isJsonMediaType, mediaTypeOf } from './download-file-name';
import { httpFailure, interpretReply, parseBodyText } from './interpret-reply';
import { fetchInit } from './prepare-request';

/** `client.download`: a file (export, attachment) read whole as an ArrayBuffer for transfer. */
export function createDownload(runtime: ClientRuntime): HttpClient['download'] {
  const rejectFailedEnvelope = (buffer: ArrayBuffer, statusText: string, endpoint: EndpointDef) => {
    const body = parseBodyText(new TextDecoder().decode(buffer));
    const looksLikeEnvelope =
      typeof body === 'object' &&
      body !== null &&
      typeof (body as { code?: unknown }).code === 'number';
    if (!looksLikeEnvelope) return;
    // An envelope saying success is odd for a file; its bytes are handed over as they came.
    const outcome = interpretReply(
      { status: 200, statusText, body },
      runtime.replyContext(endpoint.id),
    );
    if (!outcome.ok) throw outcome.error;
  };

  return async (endpoint, input, options = {}): Promise<DownloadedFile> => {
    try {
      const request = runtime.prepare(endpoint, input, {
        accept: '*/*',
        ...(options.headers ? { headers: options.headers } : {}),
      });
      const scope = runtime.scope(
        endpoint.id,
        options.timeoutMs ?? DOWNLOAD_TIMEOUT_MS,
        options.signal,
      );
      try {
        const response = await scope.guard(
          runtime.fetch(request.url, fetchInit(request, scope.signal)),
        );
        if (response.status !== 200) {
          discardBody(response);
          throw httpFailure(response, runtime.replyContext(endpoint.id));
        }
        const buffer = await scope.guard(response.arrayBuffer());
        const mimeType = mediaTypeOf(response.headers.get('content-type'));
        // A server that cannot produce the file answers with a JSON envelope instead (spec 8).
        if (isJsonMediaType(mimeType)) rejectFailedEnvelope(buffer, response.statusText, endpoint);
        const fileName =
          fileNameFromContentDisposition(response.headers.get('content-disposition')) ??
          fallbackFileName(endpoint.id, mimeType);
        return { fileName, mimeType, buffer };
      } finally {
        scope.dispose();
      }
    } catch (error) {
      throw runtime.fail(error, endpoint.id, options.silent ?? false);
    }
  };
}
