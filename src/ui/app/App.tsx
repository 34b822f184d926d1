import { useCallback, useEffect, useRef, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PrimeReactProvider } from 'primereact/api';
import type { Core } from '../core/bridge';
import { subscribeToCore } from '../core/bridge';
import { CoreContext } from '../core/use-core';
import type { CoreEvent } from '../../shared/events';
import { outboxCounts, session, storage, userChanged } from '../state/core-state';
import { LoginInvalidDialog } from './LoginInvalidDialog';
import { ServerTranslations } from './ServerTranslations';
import { NavigationProgress } from '../layout/NavigationProgress';
import { checkExhibitionToken } from './exhibition-token';
import { storedLanguage } from '../i18n/i18n';
import { Notices } from './Notices';
import { StorageBanner } from '../layout/StorageBanner';
import { routes } from './routes';
import type { AnalyticsBeacon } from '../../shared/analytics/beacon-types';
import { installBeacon } from '../analytics/install-beacon';
import { installTrackingHandlers } from '../analytics/tracking-handlers';

type Notice = Extract<CoreEvent, { type: 'notice' }>;

const router = createBrowserRouter(routes);

export function App({ core }: { core: Core }) {
  const showNotice = useRef<(n: Notice) => void>(() => undefined);
  const [ready, setReady] = useState(false);
  const beacon = useRef<AnalyticsBeacon | null>(null);
  const registerNotices = useCallback((show: (n: Notice) => void) => {
    showNotice.current = show;
  }, []);

  useEffect(() => {
    let live = true;
    void subscribeToCore(core, (event) => {
      switch (event.type) {
        case 'notice':
          showNotice.current(event);
          break;
        case 'storage':
          storage.value = event.state;
          break;
        case 'outbox':
          outboxCounts.value = { pending: event.pending, failed: event.failed };
          break;
        case 'analytics-beacon':
          beacon.current = event.beacon;
          break;
        case 'user-changed':
          userChanged.value = event.username ?? '';
          break;
        case 'session-expired': {
          session.value = null;
          const here = location.pathname + location.search;
          if (!location.pathname.startsWith('/login')) {
            void router.navigate(`/login?backUrl=${encodeURIComponent(here)}`, { replace: true });
          }
          break;
        }
        default:
          break;
      }
    }).then(async (snapshot) => {
      const language = storedLanguage();
      await core.settings.setLanguage(language);
      await checkExhibitionToken(core);
      if (!live) return;
      beacon.current ??= snapshot.analytics;
      storage.value = snapshot.storage;
      session.value = snapshot.session;
      setReady(true);
    });
    return () => {
      live = false;
      void core.unsubscribe();
    };
  }, [core]);

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
    // Spec: after every navigation a page visit is tracked; the first opens the usage session.
    let last = '';
    const report = (at: { pathname: string; search: string }) => {
      const url = at.pathname + at.search;
      if (url === last) return;
      last = url;
      void core.analytics.navigate(url, Date.now());
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
  }, [core]);

  return (
    <PrimeReactProvider>
      <CoreContext.Provider value={core}>
        <Notices register={registerNotices} />
        <NavigationProgress />
        <StorageBanner />
        <LoginInvalidDialog />
        <ServerTranslations core={core} />
        {ready && <RouterProvider router={router} />}
      </CoreContext.Provider>
    </PrimeReactProvider>
  );
}
