import type { EndpointDef } from '../contract/endpoint';
import type { ApiError } from '../../shared/errors/api-error';
import type { FetchLike, HttpClientDeps } from './client';
import { createClock, type Clock } from './clock';
import { failureEffects } from './failure-policy';
import type { Reply, ReplyContext } from './interpret-reply';
import { interpretReply } from './interpret-reply';
import { noticeFromApiError } from './notice';
import { prepareRequest, type PreparedRequest, type PrepareOptions } from './prepare-request';
import type { RequestScope } from './request-scope';
import { openRequestScope } from './request-scope';
import { createServerClock, type ServerClock } from './server-clock';
import { asApiError } from './transport-errors';
import { validateData } from './validate-data';
import type { XhrLike } from './xhr-transport';

export interface Settled {
  /** The envelope's data as received: what the cache keeps, so a newer schema re-checks it. */
  raw: unknown;
  data: unknown;
}

/** What call, download and upload share: the injected world and the spec 8 rules applied to it. */
export interface ClientRuntime {
  deps: HttpClientDeps;
  clock: Clock;
  /** Learnt from every fetched answer's Date header. */
  serverClock: ServerClock;
  fetch: FetchLike;
  createXhr: () => XhrLike;
  prepare(endpoint: EndpointDef, input: unknown, options: PrepareOptions): PreparedRequest;
  scope(endpointId: string, timeoutMs: number, signal: AbortSignal | undefined): RequestScope;
  replyContext(endpointId: string): ReplyContext;
  /** Envelope handling then, when asked, the endpoint's data schema; throws the ApiError. */
  settle(reply: Reply, endpoint: EndpointDef, validate: boolean): Settled;
  /** Applies the side effects of a failure once (session expiry, notice) and returns it. */
  fail(error: unknown, endpointId: string, silent: boolean): ApiError;
}

export function createClientRuntime(deps: HttpClientDeps): ClientRuntime {
  const clock = createClock(deps);
  const serverClock = createServerClock(clock.now);
  const baseFetch: FetchLike = deps.fetch ?? ((url, init) => globalThis.fetch(url, init));
  // One shared (de-duplicated) request fails once for all its callers: report it once.
  const reported = new WeakSet<ApiError>();

  const replyContext = (endpointId: string): ReplyContext => ({
    endpointId,
    isOnLoginPage: deps.isOnLoginPage?.() ?? false,
    hasNoticeToken: deps.hasNoticeToken?.() ?? false,
  });

  return {
    deps,
    clock,
    serverClock,
    async fetch(url, init) {
      const sentAt = clock.now();
      const response = await baseFetch(url, init);
      serverClock.observe(response.headers, sentAt, clock.now());
      return response;
    },
    createXhr: deps.createXhr ?? (() => new XMLHttpRequest()),

    prepare: (endpoint, input, options) =>
      prepareRequest(
        endpoint,
        input,
        {
          config: deps.config,
          // Read per request: the worker's location is only known once it runs.
          baseOrigin: deps.baseOrigin ?? globalThis.location?.origin,
          identity: {
            token: deps.getToken(),
            language: deps.getLanguage(),
            companyRole: deps.getCompanyRole(),
          },
        },
        options,
      ),

    scope: (endpointId, timeoutMs, signal) =>
      openRequestScope({ timers: clock, timeoutMs, endpointId, ...(signal ? { signal } : {}) }),

    replyContext,

    settle(reply, endpoint, validate) {
      const outcome = interpretReply(reply, replyContext(endpoint.id));
      if (!outcome.ok) throw outcome.error;
      if (!validate) return { raw: outcome.data, data: outcome.data };
      const checked = validateData(endpoint.data, outcome.data, endpoint.id);
      if (!checked.ok) throw checked.error;
      return { raw: outcome.data, data: checked.data };
    },

    fail(error, endpointId, silent) {
      const apiError = asApiError(error, endpointId);
      if (reported.has(apiError)) return apiError;
      reported.add(apiError);
      const effects = failureEffects(apiError, {
        silent,
        isMockToken: deps.isMockToken?.() ?? false,
      });
      if (effects.expireSession) quietly(() => deps.onSessionExpired(apiError));
      if (effects.notify) quietly(() => deps.onNotice(noticeFromApiError(apiError)));
      return apiError;
    },
  };
}

/** A listener that throws must not change how the request ends. */
function quietly(effect: () => void): void {
  try {
    effect();
  } catch {
    // Deliberately ignored: the rejection the caller gets is what matters.
  }
}

/** An unread body would hold the connection until it is collected. */
export function discardBody(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}
