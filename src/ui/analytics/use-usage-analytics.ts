import { startsNewVisit } from './visit-change';
import { useEffect, type RefObject } from 'react';
import type { DataRouter } from 'react-router-dom';
import type { Core } from '../core/bridge';
import type { AnalyticsBeacon } from '../../shared/analytics/beacon-types';
import { installBeacon } from './install-beacon';
import { installTrackingHandlers } from './tracking-handlers';

/**
 * Usage analytics on the main thread: the page-hide beacon, delegated click and submit tracking,
 * and a page visit after every navigation (the first one opens the usage session).
 */
export function useUsageAnalytics(
  core: Core,
  router: DataRouter,
  beacon: RefObject<AnalyticsBeacon | null>,
) {
  useEffect(() => {
    void core.analytics.setScreenSize(`${screen.width}x${screen.height}`);
    const removeBeacon = installBeacon({
      getBeacon: () => beacon.current,
      onHidden: (at) => void core.analytics.pageHidden(at),
      onShown: (at) => void core.analytics.pageShown(at),
      onSent: (ids) => void core.analytics.beaconSent(ids),
    });
    const removeTracking = installTrackingHandlers({
      track: (type, details) => void core.analytics.track(type, details),
    });
    let lastPath: string | null = null;
    const report = (at: { pathname: string; search: string }) => {
      if (!startsNewVisit(lastPath, at)) return;
      lastPath = at.pathname;
      void core.analytics.navigate(at.pathname + at.search, Date.now());
    };
    report(router.state.location);
    const stopRouter = router.subscribe((state) => {
      if (state.navigation.state === 'idle') report(state.location);
    });
    return () => {
      removeBeacon();
      removeTracking();
      stopRouter();
    };
  }, [core, router, beacon]);
}
