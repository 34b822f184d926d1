import { v7 as uuidv7 } from 'uuid';
import { createHttpClient } from '../../api/http/http-client';
import { companyRoleFromBackUrl } from '../../api/http/company-role';
import { noticeEvent } from '../../api/http/notice';
import { openStorage } from '../../db/open-storage';
import type { StorageState } from '../../shared/events';
import { DEFAULT_LANGUAGE } from '../../shared/constants';
import { createOutboxSender } from '../outbox/outbox-sender';
import { uncontendedLock, type OutboxLock } from '../outbox/outbox-lock';
import { createCommandSender } from '../commands/send-command';
import { createSessionService } from '../session/session-service';
import { createSessionChannel } from '../session/session-channel';
import { loadRuntimeConfig } from './load-config';
import { createAnalytics } from '../analytics/create-analytics';
import { trackActionUrl } from '../analytics/beacon-url';
import { persistentAnonymousId } from '../analytics/anonymous-id';
import type { EventHub } from './event-hub';

/** What the UI tells the worker about the page it shows (the worker has no address bar). */
export interface PageContext {
  path: string;
  search: string;
}

/**
 * Builds the worker's services in order: configuration, storage (IndexedDB or, failing that,
 * memory), the HTTP client, the session and the command outbox.
 */
export async function createCore(events: EventHub) {
  const origin = self.location.origin;
  const config = await loadRuntimeConfig(origin);
  let storageState: StorageState = { status: 'ready' };
  const storage = await openStorage((state) => {
    storageState = state;
    events.emit({ type: 'storage', state });
  });
  let language =
    ((await storage.settings.get('language').catch(() => undefined)) as string) ?? DEFAULT_LANGUAGE;
  let page: PageContext = { path: '/', search: '' };

  // The session and the client need each other: the client reads the token, and a lost session
  // reported by the client ends the session. Its callbacks run only after `session` exists.
  const http = createHttpClient({
    config,
    baseOrigin: origin,
    getToken: () => session.token() ?? null,
    getLanguage: () => language,
    getCompanyRole: () =>
      companyRoleFromBackUrl(page.search) ?? session.snapshot()?.principal.user.companyRole ?? null,
    isMockToken: () => session.isMockToken(),
    isOnLoginPage: () => page.path.startsWith('/login'),
    hasNoticeToken: () => new URLSearchParams(page.search).has('notice'),
    cache: storage.cache,
    onSessionExpired: (error) => {
      sender.stop();
      void session.expire(error);
    },
    onNotice: (notice) => events.emit(noticeEvent(notice)),
  });
  const session = createSessionService({
    http,
    storage,
    config,
    events,
    channel: createSessionChannel(),
  });

  // Typed structurally: this file is also type-checked under the UI's DOM lib (via CoreApi).
  const locks = (globalThis.navigator as { locks?: OutboxLock } | undefined)?.locks;
  const makeSender = () =>
    createOutboxSender({
      store: storage.outbox,
      send: createCommandSender(http),
      lock: locks ?? uncontendedLock,
      onChange: (counts) => events.emit({ type: 'outbox', ...counts }),
      onError: (error) => console.error('outbox flush failed', error),
    });
  let sender = makeSender();

  // Typed structurally, like `locks`: this file is also type-checked under the UI's DOM lib.
  const nav = globalThis.navigator as { userAgent?: string; language?: string } | undefined;
  const analytics = createAnalytics({
    queue: storage.analytics,
    http,
    beaconUrl: trackActionUrl(config, origin),
    getIdentity: () => {
      const user = session.snapshot()?.principal.user;
      return user
        ? { email: user.email, companyId: user.companyId, companyName: user.companyName }
        : null;
    },
    anonymousId: () => persistentAnonymousId(storage.settings, uuidv7),
    device: { user_agent: nav?.userAgent ?? '', language: nav?.language ?? language },
    projectName: `${config.productCode}-client-portal`,
    onBeaconChange: (beacon) => events.emit({ type: 'analytics-beacon', beacon }),
    onError: (error) => console.error('analytics failed', error),
  });
  void analytics.start();

  const snapshot = await session.restore();
  if (snapshot) void sender.flush();

  return {
    config,
    storage,
    http,
    session,
    analytics,
    get sender() {
      return sender;
    },
    /** After a new sign-in the sender starts fresh (a lost session stopped the old one). */
    restartSender() {
      sender.stop();
      sender = makeSender();
      void sender.flush();
    },
    get storageState() {
      return storageState;
    },
    setLanguage(next: string) {
      language = next;
      return storage.settings.set('language', next);
    },
    setPage(next: PageContext) {
      page = next;
    },
  };
}

export type CoreServices = Awaited<ReturnType<typeof createCore>>;
