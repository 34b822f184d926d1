import type { FetchLike } from '../../../../src/api/http/client';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  signal: AbortSignal | undefined;
  keepalive: boolean;
}

export type FetchHandler = (request: RecordedRequest) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: FetchLike;
  requests: RecordedRequest[];
  /** Replaces the answer for the requests that follow. */
  answer(handler: FetchHandler): void;
}

/** Records every request and answers through a handler; the default answers an empty success. */
export function createFakeFetch(handler: FetchHandler = () => envelope(null)): FakeFetch {
  const requests: RecordedRequest[] = [];
  let current = handler;
  return {
    requests,
    answer: (next) => {
      current = next;
    },
    fetch: async (url, init) => {
      const request: RecordedRequest = {
        url,
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? init.body : undefined,
        signal: init.signal ?? undefined,
        keepalive: init.keepalive ?? false,
      };
      requests.push(request);
      return current(request);
    },
  };
}

export function envelope(data: unknown, code = 200, message = '', messageKey?: string): Response {
  return jsonResponse({ code, message, data, ...(messageKey ? { messageKey } : {}) });
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    statusText: 'OK',
    headers: { 'content-type': 'application/json' },
    ...init,
  });
}

/** A promise with its resolvers outside, to hold an answer until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks (and the real crypto digest) run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setImmediate(resolve));
}
