import { proxy } from 'comlink';
import type { AnalyticsDetails } from './analytics-event';
import type { TrackedActionType } from './create-analytics';
import type { CoreServices } from '../core/create-core';

/** The usage queue: navigations, actions, the page hidden and shown, what a beacon sent. */
export function analyticsNamespace(core: Promise<CoreServices>) {
  return proxy({
    /** Once before the first navigate: workers have no `screen`. */
    async setScreenSize(size: string): Promise<void> {
      (await core).analytics.setScreenSize(size);
    },
    /** After every navigation; the first opens the usage session. */
    async navigate(url: string, at?: number): Promise<void> {
      await (await core).analytics.navigate(url, at);
    },
    async track(type: TrackedActionType, details?: AnalyticsDetails, at?: number): Promise<void> {
      await (await core).analytics.track(type, details, at);
    },
    async pageHidden(at: number): Promise<void> {
      await (await core).analytics.pageHidden(at);
    },
    async pageShown(at: number): Promise<void> {
      await (await core).analytics.pageShown(at);
    },
    async beaconSent(ids: string[]): Promise<void> {
      await (await core).analytics.beaconSent(ids);
    },
    async flush(): Promise<void> {
      await (await core).analytics.flush();
    },
  });
}
