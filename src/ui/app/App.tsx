import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PrimeReactProvider } from 'primereact/api';
import { ConfirmDialog } from 'primereact/confirmdialog';
import type { Core } from '../core/bridge';
import { subscribeToCore } from '../core/bridge';
import { CoreContext } from '../core/use-core';
import type { AnalyticsBeacon } from '../../shared/analytics/beacon-types';
import { session, storage } from '../state/core-state';
import { storedLanguage } from '../i18n/i18n';
import { useUsageAnalytics } from '../analytics/use-usage-analytics';
import { NavigationProgress } from '../layout/NavigationProgress';
import { UploadOverlay } from '../components/ocr-upload/UploadOverlay';
import { StorageBanner } from '../layout/StorageBanner';
import { LoginInvalidDialog } from './LoginInvalidDialog';
import { ServerTranslations } from './ServerTranslations';
import { checkExhibitionToken } from './exhibition-token';
import { handleCoreEvent, type Notice } from './core-events';
import { Notices } from './Notices';
import { Toaster } from '../feedback/Toaster';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App({ core }: { core: Core }) {
  const showNotice = useRef<(n: Notice) => void>(() => undefined);
  const beacon = useRef<AnalyticsBeacon | null>(null);
  const [ready, setReady] = useState(false);
  const registerNotices = useCallback((show: (n: Notice) => void) => {
    showNotice.current = show;
  }, []);

  useEffect(() => {
    let live = true;
    const sinks = {
      router,
      showNotice: (notice: Notice) => showNotice.current(notice),
      setBeacon: (next: AnalyticsBeacon) => {
        beacon.current = next;
      },
    };
    void subscribeToCore(core, (event) => handleCoreEvent(event, sinks)).then(async (snapshot) => {
      await core.settings.setLanguage(storedLanguage());
      await checkExhibitionToken(core);
      if (!live) return;
      beacon.current ??= snapshot.analytics;
      // A transition: React renders the shell and the first page in slices of a few ms, yielding
      // between them, instead of in one task of 100-200 ms while the page first loads.
      startTransition(() => {
        storage.value = snapshot.storage;
        session.value = snapshot.session;
        setReady(true);
      });
    });
    return () => {
      live = false;
      void core.unsubscribe();
    };
  }, [core]);

  useUsageAnalytics(core, router, beacon);

  return (
    // The provider writes its locale into PrimeReact's global one when it mounts: it must be the
    // language initI18n already gave PrimeReact (src/ui/i18n/prime-locale.ts), not its 'en'.
    <PrimeReactProvider value={{ locale: storedLanguage() }}>
      <CoreContext.Provider value={core}>
        <Notices register={registerNotices} />
        <Toaster />
        {/* The one confirmation dialog: confirmAction() and confirmDelete() open it. */}
        <ConfirmDialog />
        <NavigationProgress />
        {/* The one upload overlay: counts the uploads running anywhere (spec 001 §4). */}
        <UploadOverlay />
        <StorageBanner />
        <LoginInvalidDialog />
        <ServerTranslations core={core} />
        {ready && <RouterProvider router={router} />}
      </CoreContext.Provider>
    </PrimeReactProvider>
  );
}
