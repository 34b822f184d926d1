import type { ApiError } from '../../../../src/shared/errors/api-error';
import type { HttpClientDeps } from '../../../../src/api/http/client';
import type { GetCacheStore } from '../../../../src/api/http/get-cache-store';
import { createHttpClient } from '../../../../src/api/http/http-client';
import { createMemoryGetCacheStore } from '../../../../src/api/http/memory-cache-store';
import type { HttpNotice } from '../../../../src/api/http/notice';
import { createFakeClock } from './fake-clock';
import { createFakeFetch, type FetchHandler } from './fake-fetch';
import { FakeXhr } from './fake-xhr';

export const API = 'https://portal.test';

export interface TestSession {
  token: string | null;
  language: string;
  companyRole: string | null;
  mockToken: boolean;
  onLoginPage: boolean;
  noticeToken: boolean;
}

/** A client wired to fakes; every dependency can be swapped and every side effect is recorded. */
export function makeClient(
  options: { handler?: FetchHandler; store?: GetCacheStore; deps?: Partial<HttpClientDeps> } = {},
) {
  const clock = createFakeClock();
  const server = createFakeFetch(options.handler);
  const store = options.store ?? createMemoryGetCacheStore();
  const session: TestSession = {
    token: 'token-alice',
    language: 'en-US',
    companyRole: null,
    mockToken: false,
    onLoginPage: false,
    noticeToken: false,
  };
  const notices: HttpNotice[] = [];
  const expired: ApiError[] = [];
  const xhrs: FakeXhr[] = [];
  const client = createHttpClient({
    config: { apiBase: `${API}/`, productCode: 'scf', appId: 'portal-app' },
    fetch: server.fetch,
    now: clock.now,
    timers: clock,
    getToken: () => session.token,
    getLanguage: () => session.language,
    getCompanyRole: () => session.companyRole,
    isMockToken: () => session.mockToken,
    isOnLoginPage: () => session.onLoginPage,
    hasNoticeToken: () => session.noticeToken,
    cache: store,
    onSessionExpired: (error) => expired.push(error),
    onNotice: (notice) => notices.push(notice),
    createXhr: () => {
      const xhr = new FakeXhr();
      xhrs.push(xhr);
      return xhr;
    },
    ...options.deps,
  });
  return { client, clock, server, store, session, notices, expired, xhrs };
}

/** The rejection of a promise, failing the test if it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail, but it succeeded');
}
