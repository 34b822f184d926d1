import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { EndpointDef } from '../../../src/api/contract/endpoint';
import { clientAddressKey } from '../../auth/client-address';
import { BusinessError } from '../../http/business-error';
import { businessEnvelope } from '../../http/envelopes';
import { requestLanguage } from '../../http/language';
import { throttledError } from '../../http/retry-after';
import { honoPath } from '../../http/route';
import { TokenBuckets, type RatePolicy } from './token-buckets';

/** Size caps of one anonymous analytics call (the declared maxima still apply beneath them). */
export interface AnalyticsCaps {
  /** The whole body in bytes (the portal sends at most 50 events of a few hundred bytes). */
  maxBodyBytes: number;
  /** Events in one track-action batch. */
  maxEvents: number;
  /** Characters of a free-text field the declaration does not bound (e-mail, ids, names). */
  maxFieldChars: number;
}

export const DEFAULT_ANALYTICS_RATE: RatePolicy = { burst: 120, perSecond: 2, maxClients: 10_000 };
export const DEFAULT_ANALYTICS_CAPS: AnalyticsCaps = {
  maxBodyBytes: 1024 * 1024,
  maxEvents: 100,
  maxFieldChars: 256,
};

export interface AnalyticsLimitOptions {
  rate?: Partial<RatePolicy>;
  caps?: Partial<AnalyticsCaps>;
}

export interface AnalyticsLimits {
  buckets: TokenBuckets;
  caps: AnalyticsCaps;
}

export function createAnalyticsLimits(
  options: AnalyticsLimitOptions = {},
  now: () => number = Date.now,
): AnalyticsLimits {
  return {
    buckets: new TokenBuckets({ ...DEFAULT_ANALYTICS_RATE, ...options.rate }, now),
    caps: { ...DEFAULT_ANALYTICS_CAPS, ...options.caps },
  };
}

/**
 * Runs before the endpoint reads its body: a client over its rate is refused without its body
 * being read, and a body over the cap is cut off while it streams in.
 */
export function limitAnalyticsCalls(
  app: Hono,
  endpoint: EndpointDef,
  productCode: string,
  limits: AnalyticsLimits,
): void {
  const size = bodyLimit({
    maxSize: limits.caps.maxBodyBytes,
    onError: (c) =>
      c.json(
        businessEnvelope(
          BusinessError.badRequest('bodyTooLarge', {
            limit: `${Math.round(limits.caps.maxBodyBytes / 1024)} KB`,
          }),
          requestLanguage(c.req.header('x-language')),
        ),
      ),
  });
  app.on(endpoint.method, honoPath(endpoint.path, productCode), async (c, next) => {
    const taken = limits.buckets.take(clientAddressKey(c));
    if (!taken.ok) {
      const refusal = throttledError(c, 'tooManyRequests', taken.retryAfterMs);
      return c.json(businessEnvelope(refusal, requestLanguage(c.req.header('x-language'))));
    }
    return size(c, next);
  });
}

/** Refuses a free-text field longer than the cap, naming it by its path in the body. */
export function capFields(
  record: Readonly<Record<string, unknown>>,
  fields: readonly string[],
  path: string,
  maxChars: number,
): void {
  for (const field of fields) {
    const value = record[field];
    if (typeof value === 'string' && value.length > maxChars) {
      throw BusinessError.badRequest('textTooLong', { field: `${path}${field}`, max: maxChars });
    }
  }
}
