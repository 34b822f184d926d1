import { UPLOAD_TIMEOUT_MS } from '../../shared/constants';
import type { HttpClient } from './client';
import type { ClientRuntime } from './client-runtime';
import { parseBodyText } from './interpret-reply';
import { sendWithXhr } from './xhr-transport';

/** `client.upload`: multipart over XHR for its upload progress, with the envelope rules of a call. */
export function createUpload(runtime: ClientRuntime): HttpClient['upload'] {
  return async (endpoint, input, options = {}) => {
    try {
      const { file, fileName, fields, ...rest } = input;
      const request = runtime.prepare(endpoint, rest, {
        accept: 'application/json',
        withBody: false,
        ...(options.headers ? { headers: options.headers } : {}),
      });
      const form = new FormData();
      for (const [name, value] of Object.entries(fields ?? {})) form.append(name, value);
      form.append(options.fileField ?? 'file', file, fileName);
      const scope = runtime.scope(
        endpoint.id,
        options.timeoutMs ?? UPLOAD_TIMEOUT_MS,
        options.signal,
      );
      try {
        const reply = await scope.guard(
          sendWithXhr({
            xhr: runtime.createXhr(),
            method: request.method,
            url: request.url,
            headers: request.headers,
            form,
            signal: scope.signal,
            onProgress: (loaded, total) => options.onProgress?.(loaded, total),
            totalHint: file.size,
          }),
        );
        const body = reply.status === 200 ? parseBodyText(reply.text) : undefined;
        const settled = runtime.settle(
          { status: reply.status, statusText: reply.statusText, body },
          endpoint,
          options.validate ?? true,
        );
        return settled.data as never;
      } finally {
        scope.dispose();
      }
    } catch (error) {
      throw runtime.fail(error, endpoint.id, options.silent ?? false);
    }
  };
}
