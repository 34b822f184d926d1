import { createHttpClient } from '../../../src/api/http/http-client';
import { createMemoryStorage } from '../../../src/db/memory/memory-storage';
import type { CoreEvent } from '../../../src/shared/events';
import type { ApiError } from '../../../src/shared/errors/api-error';
import { createEventHub } from '../../../src/worker/core/event-hub';
import { loadRuntimeConfig } from '../../../src/worker/core/load-config';
import { createSessionService } from '../../../src/worker/session/session-service';
import type { SessionChannel } from '../../../src/worker/session/session-channel';
import { serverUrl } from '../helpers/api';

/**
 * The worker's real modules (configuration, HTTP client, session) wired as the worker wires
 * them, in Node, against the running reference server. Storage is the in-memory twin.
 */
export async function createPortalClient() {
  const origin = serverUrl();
  const config = await loadRuntimeConfig(origin);
  const storage = createMemoryStorage();
  const events: CoreEvent[] = [];
  const hub = createEventHub();
  hub.subscribe((e) => events.push(e));
  const expired: ApiError[] = [];
  const channel: SessionChannel = {
    post: () => undefined,
    listen: () => undefined,
    close: () => undefined,
  };
  let token: () => string | null = () => null;
  const http = createHttpClient({
    config,
    baseOrigin: origin,
    getToken: () => token(),
    getLanguage: () => 'en-US',
    getCompanyRole: () => null,
    cache: storage.cache,
    onSessionExpired: (error) => {
      expired.push(error);
      void session.expire(error);
    },
    onNotice: (notice) => events.push({ type: 'notice', level: 'warn', ...notice }),
  });
  const session = createSessionService({ http, storage, config, events: hub, channel });
  token = () => session.token();
  return { config, storage, http, session, events, expired };
}
