import { referenceRates } from '../../../src/api/endpoints/external/reference-rates';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { feedDay, standInFeed } from './ref-rates-history';

/** GET the reference-rate feed's stand-in: the seeded history up to today, newest first. */
export function registerReferenceRates(api: ApiMount): void {
  route(api, referenceRates, ({ query }) =>
    Promise.resolve(standInFeed(feedDay(), query.type ? [query.type] : undefined)),
  );
}
