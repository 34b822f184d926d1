import { envelopeSchema } from '../../../../src/api/contract/envelope';
import { APP_ID, PRODUCT } from '../api';
import type { FuzzRequest } from './generate';

/** What went wrong with one answer: a 5xx, or an answer that is neither envelope nor file. */
export interface Finding {
  endpoint: string;
  status: number;
  what: string;
  request: string;
}

/** A lone surrogate cannot be encoded: it goes as the bytes of one, invalid UTF-8. */
function encodePart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function url(base: string, request: FuzzRequest): URL {
  const path = request.endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'product' ? PRODUCT : encodePart(request.params[name] ?? 'a'),
  );
  const target = new URL(path, base);
  for (const [k, v] of Object.entries(request.query)) target.searchParams.set(k, v);
  return target;
}

const describe = (request: FuzzRequest) =>
  JSON.stringify({
    params: request.params,
    query: request.query,
    body: request.body?.slice(0, 160),
    headers: request.headers,
  }).slice(0, 400);

/** Sends one request; a finding when the answer is a 5xx or not the documented envelope. */
export async function send(
  base: string,
  request: FuzzRequest,
  token: string | undefined,
): Promise<Finding | null> {
  const headers: Record<string, string> = {
    appId: APP_ID,
    'x-language': 'en-US',
    ...request.headers,
  };
  if (token) headers.token = token;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const init = {
    method: request.endpoint.method,
    headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  };
  // A kept-alive connection the server closed after leaving an earlier body unread (an
  // anonymous request is refused before its body is read) fails at once: a browser sends again
  // on a new connection, and so do we (each request in flight may have left one such socket).
  let response: Response | undefined;
  let failure = '';
  for (let attempt = 0; attempt < 6 && !response; attempt++) {
    try {
      response = await fetch(url(base, request), init);
    } catch (error) {
      failure = (error as { cause?: { message?: string } }).cause?.message ?? String(error);
    }
  }
  if (!response) {
    return {
      endpoint: request.endpoint.id,
      status: 0,
      what: `no answer: ${failure}`,
      request: describe(request),
    };
  }
  const text = await response.text();
  const finding = (what: string): Finding => ({
    endpoint: request.endpoint.id,
    status: response.status,
    what,
    request: describe(request),
  });
  if (response.status >= 500) return finding(text.slice(0, 300));
  const isFile = /attachment/.test(response.headers.get('content-disposition') ?? '');
  if (isFile && response.status === 200) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return finding(`not JSON: ${text.slice(0, 120)}`);
  }
  const envelope = envelopeSchema.strict().safeParse(parsed);
  if (!envelope.success) return finding(`not an envelope: ${text.slice(0, 160)}`);
  if (envelope.data.code !== 200 && !envelope.data.messageKey)
    return finding('failure without messageKey');
  return null;
}
