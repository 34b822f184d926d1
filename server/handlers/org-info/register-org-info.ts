import type { ApiMount } from '../../http/server-context';
import { registerIntentionApplication } from './intention-application';
import { registerIntentionChanges } from './intention-changes';
import { registerIntentionPricing } from './intention-pricing';
import { registerIntentionReads } from './intention-reads';

/** Mounts the routes of financing intentions and their pricing (docs/financing-intentions.md). */
export function registerOrgInfo(api: ApiMount): void {
  registerIntentionReads(api);
  registerIntentionChanges(api);
  registerIntentionPricing(api);
  registerIntentionApplication(api);
}
