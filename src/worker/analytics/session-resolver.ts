import { startAnalyticsSession } from '../../api/endpoints/analytics/start-session';
import type { HttpClient } from '../../api/http/client';
import { classifyFailure } from '../outbox/classify-failure';

/** Who opens the session: the signed-in e-mail, or the anonymous id when there is none. */
export interface SessionOpener {
  email: string | null;
  anonymous: string | null;
}

export interface SessionResolverDeps {
  http: HttpClient;
  projectName: string;
  /** JSON text, read when a session is opened (the screen size may arrive after creation). */
  deviceInfo: () => string;
  /** The server's id of a session became known: queued events and the open visit can use it. */
  onResolved?: (key: string, id: string) => void;
}

export interface SessionResolver {
  /** The id of the session opened under `key`; null when the server refused it for good. */
  known(key: string): string | null | undefined;
  /**
   * Opens (or re-finds) the session of `key`. start-session is idempotent by session_key, so
   * asking again after a lost answer, or from a later worker, returns the same id. Resolves null
   * when the server refuses for good (events then go without a session rather than never);
   * rejects on a transient failure or a cancel, so the caller retries later.
   */
  resolve(key: string, opener: SessionOpener, signal?: AbortSignal): Promise<string | null>;
}

export function createSessionResolver(deps: SessionResolverDeps): SessionResolver {
  const ids = new Map<string, string | null>();
  const inFlight = new Map<string, Promise<string | null>>();

  async function open(key: string, opener: SessionOpener, signal?: AbortSignal) {
    try {
      const answer = await deps.http.call(
        startAnalyticsSession,
        {
          body: {
            objects: {
              email: opener.email,
              anonymous: opener.anonymous,
              device_info: deps.deviceInfo(),
              // The server sees the address better than the client; it fills both in.
              ip_address: null,
              country_code: null,
              project_name: deps.projectName,
              session_key: key,
            },
          },
        },
        // Analytics never bother the user with a notice.
        { silent: true, ...(signal ? { signal } : {}) },
      );
      const id = answer.insert_user_analysis_sessions.returning[0]?.id ?? null;
      ids.set(key, id);
      if (id !== null) deps.onResolved?.(key, id);
      return id;
    } catch (error) {
      if (classifyFailure(error) !== 'permanent') throw error;
      ids.set(key, null);
      return null;
    }
  }

  return {
    known: (key) => ids.get(key),
    resolve(key, opener, signal) {
      if (ids.has(key)) return Promise.resolve(ids.get(key) ?? null);
      let pending = inFlight.get(key);
      if (!pending) {
        pending = open(key, opener, signal).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
