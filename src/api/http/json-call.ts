import type { EndpointDef } from '../contract/endpoint';
import {
  DEDUPE_WINDOW_MS,
  GET_CACHE_MAX_ENTRIES,
  GET_CACHE_TTL_MS,
  HTTP_TIMEOUT_MS,
} from '../../shared/constants';
import { isBinaryAnswer } from './binary-answer';
import type { CallOptions, HttpClient } from './client';
import { discardBody, type ClientRuntime, type Settled } from './client-runtime';
import { createConcurrencyLimit } from './concurrency-limit';
import { createGetCache } from './get-cache';
import { createInFlightDedupe } from './in-flight-dedupe';
import { parseBodyText } from './interpret-reply';
import { fetchInit, type PreparedRequest } from './prepare-request';
import { dedupeKey, getCacheKey } from './request-keys';
import { createTokenDigest } from './token-digest';
import { cancelledError } from './transport-errors';
import { validateData } from './validate-data';

/**
 * Low-priority calls in flight at once. A browser opens at most six connections to the server,
 * and a request is not taken off one it holds: with all six held by slow background calls (the
 * dashboard's server figures at 1M receivables take up to ~2 s each while the server is busy),
 * the first sync's next page waited for one to end. Two stay free for everything else.
 */
export const LOW_PRIORITY_IN_FLIGHT = 4;

/** `client.call`: one JSON request with the opt-in GET cache and the 500 ms de-duplication. */
export function createJsonCall(runtime: ClientRuntime): HttpClient['call'] {
  const { deps, clock } = runtime;
  const reportCacheError = (error: unknown): void => {
    try {
      deps.onCacheError?.(error);
    } catch {
      // Diagnostics only.
    }
  };
  const cache = createGetCache({
    store: deps.cache,
    now: clock.now,
    ttlMs: GET_CACHE_TTL_MS,
    maxEntries: GET_CACHE_MAX_ENTRIES,
    onError: reportCacheError,
  });
  const dedupe = createInFlightDedupe(clock.now, DEDUPE_WINDOW_MS);
  const lowPriority = createConcurrencyLimit(LOW_PRIORITY_IN_FLIGHT);
  const tokenDigest = createTokenDigest(deps.subtle);

  const exchange = async (
    request: PreparedRequest,
    options: CallOptions,
    signal: AbortSignal | undefined,
  ): Promise<Settled> => {
    const scope = runtime.scope(request.endpoint.id, options.timeoutMs ?? HTTP_TIMEOUT_MS, signal);
    try {
      const init = fetchInit(request, scope.signal, options.keepalive, options.priority);
      const response = await scope.guard(runtime.fetch(request.url, init));
      if (options.binary && isBinaryAnswer(response))
        return { raw: undefined, data: await scope.guard(options.binary.read(response)) };
      // Only a 200 carries an envelope; other statuses are told by their status text (spec 8).
      let text = '';
      if (response.status === 200) text = await scope.guard(response.text());
      else discardBody(response);
      const reply = {
        status: response.status,
        statusText: response.statusText,
        body: parseBodyText(text),
      };
      return runtime.settle(reply, request.endpoint, options.validate ?? true);
    } finally {
      scope.dispose();
    }
  };

  const cacheKeyOf = async (request: PreparedRequest): Promise<string | undefined> => {
    try {
      const digest = await tokenDigest(request.identity.token);
      return getCacheKey(request.method, request.url, request.identity, digest);
    } catch (error) {
      reportCacheError(error);
      return undefined;
    }
  };

  const readCache = async (key: string, endpoint: EndpointDef, validate: boolean) => {
    const hit = await cache.read(key);
    if (!hit) return undefined;
    if (!validate) return { data: hit.value };
    // An entry written under an older contract is a miss, not an error.
    const checked = validateData(endpoint.data, hit.value, endpoint.id);
    return checked.ok ? { data: checked.data } : undefined;
  };

  return async (endpoint, input, options = {}) => {
    const silent = options.silent ?? false;
    const validate = options.validate ?? true;
    try {
      if (options.signal?.aborted) throw cancelledError(endpoint.id);
      const request = runtime.prepare(endpoint, input, {
        accept: options.binary?.accept ?? 'application/json',
        ...(options.headers ? { headers: options.headers } : {}),
      });
      const cacheKey =
        options.cache && request.method === 'GET' ? await cacheKeyOf(request) : undefined;
      if (cacheKey !== undefined) {
        const hit = await readCache(cacheKey, endpoint, validate);
        if (hit) return hit.data as never;
      }
      const run = (signal: AbortSignal | undefined) =>
        options.priority === 'low'
          ? lowPriority(() => exchange(request, options, signal))
          : exchange(request, options, signal);
      const shared = options.dedupe ?? request.method === 'GET';
      const settled = shared
        ? await dedupe.run(
            dedupeKey(request.method, request.url, request.body, request.identity, {
              silent,
              validate,
            }),
            run,
            {
              ...(options.signal ? { signal: options.signal } : {}),
              cancelled: () => cancelledError(endpoint.id),
            },
          )
        : await run(options.signal);
      if (cacheKey !== undefined) await cache.write(cacheKey, settled.raw);
      return settled.data as never;
    } catch (error) {
      throw runtime.fail(error, endpoint.id, silent);
    }
  };
}
