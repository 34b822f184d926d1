import type { HttpClient, HttpClientDeps } from './client';
import { createClientRuntime } from './client-runtime';
import { createDownload } from './download';
import { createJsonCall } from './json-call';
import type { ServerTime } from './server-clock';
import { createUpload } from './upload';

/**
 * The worker's HTTP client. Everything it touches is injected (fetch, clock, token, cache store,
 * listeners), so it runs the same in the worker and in Node tests.
 */
export function createHttpClient(deps: HttpClientDeps): HttpClient & ServerTime {
  const runtime = createClientRuntime(deps);
  return {
    call: createJsonCall(runtime),
    download: createDownload(runtime),
    upload: createUpload(runtime),
    serverNow: () => runtime.serverClock.serverNow(),
  };
}
