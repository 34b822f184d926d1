import { trackAnalyticsActions } from '../../api/endpoints/analytics/track-action';
import { buildRequestUrl } from '../../api/http/request-url';

/**
 * The absolute track-action address the main thread beacons to. It comes from the worker
 * because only the worker holds the runtime configuration (API base, product code).
 */
export function trackActionUrl(
  config: { apiBase: string; productCode: string },
  origin: string,
): string {
  return buildRequestUrl({
    apiBase: config.apiBase,
    baseOrigin: origin,
    productCode: config.productCode,
    path: trackAnalyticsActions.path,
  });
}
