import type { HttpClient } from '../../api/http/client';
import { login as loginEndpoint } from '../../api/endpoints/auth/login';
import { logout as logoutEndpoint } from '../../api/endpoints/auth/logout';
import { encryptForLogin, importLoginPublicKey } from '../../api/crypto/rsa-oaep';
import { newLoginNonce, stampLoginPassword } from '../../api/crypto/login-stamp';
import { changePassword as changePasswordEndpoint } from '../../api/endpoints/user/change-password';
import { roleChange } from '../../api/endpoints/session/role-change';
import { loginAll } from '../../api/endpoints/session/login-all';
import type { SessionRecord } from '../../db/records';
import type { PortalStorage } from '../../db/storage';
import type { RuntimeConfig } from '../../shared/config/runtime-config';
import { DEFAULT_LANGUAGE } from '../../shared/constants';
import { isApiError, type ApiError } from '../../shared/errors/api-error';
import type { EventHub } from '../core/event-hub';
import { bootstrapSession, type BootstrapProgress } from './bootstrap';
import type { SessionSnapshot } from './session-snapshot';
import type { SessionChannel } from './session-channel';

const SNAPSHOT_KEY = 'session.snapshot';

export interface SessionDeps {
  http: HttpClient;
  storage: PortalStorage;
  config: RuntimeConfig;
  events: EventHub;
  channel: SessionChannel;
  now?: () => number;
}

/**
 * Owns the login record (token) and the principal. The token never leaves the worker; the UI gets
 * the snapshot. Another tab signing in or out is heard through the session channel.
 */
export function createSessionService(deps: SessionDeps) {
  const { http, storage, config, events, channel } = deps;
  const now = deps.now ?? Date.now;
  let record: SessionRecord | undefined;
  let snapshot: SessionSnapshot | null = null;
  let publicKey: Promise<CryptoKey> | undefined;

  async function encrypt(...texts: string[]): Promise<string[]> {
    publicKey ??= importLoginPublicKey(config.loginPublicKey);
    const key = await publicKey;
    return Promise.all(texts.map((text) => encryptForLogin(key, text)));
  }

  /**
   * Stores a new login record, loads the session with it, and tells the other tabs. A token the
   * bootstrap refuses leaves nothing behind.
   */
  async function startWithToken(token: string): Promise<SessionSnapshot> {
    const language =
      ((await storage.settings.get('language')) as string | undefined) ?? DEFAULT_LANGUAGE;
    record = {
      key: 'current',
      token,
      userId: '',
      userName: '',
      loginAt: now(),
      language,
      companyRole: null,
      mockToken: false,
    };
    await storage.session.put(record);
    try {
      const next = await adopt(
        await bootstrapSession(http, { productCode: config.productCode, now }),
      );
      const user = next.principal.user;
      record = {
        ...record,
        userId: next.userId,
        userName: user.username,
        companyRole: user.companyRole,
      };
      await storage.session.put(record);
      channel.post({ type: 'signed-in', userName: user.username });
      return next;
    } catch (error) {
      await forget();
      throw error;
    }
  }

  async function adopt(next: SessionSnapshot): Promise<SessionSnapshot> {
    snapshot = next;
    await storage.settings.set(SNAPSHOT_KEY, next);
    return next;
  }

  async function forget(): Promise<void> {
    record = undefined;
    snapshot = null;
    await storage.session.clear();
    await storage.settings.delete(SNAPSHOT_KEY);
  }

  channel.listen(async (message) => {
    const previous = snapshot?.principal.user.username ?? null;
    record = await storage.session.get();
    if (message.type === 'signed-out') {
      if (previous !== null) {
        snapshot = null;
        events.emit({
          type: 'session-expired',
          reason: { kind: 'session', code: 401, message: 'signed out' },
        });
      }
    } else if (previous !== null && message.userName !== previous) {
      events.emit({ type: 'user-changed', username: message.userName });
    }
  });

  return {
    token: (): string | null => record?.token ?? null,
    isMockToken: (): boolean => record?.mockToken ?? false,
    snapshot: (): SessionSnapshot | null => snapshot,

    /**
     * At start-up: a stored token is checked by bootstrapping. Offline, the last snapshot of the
     * same user stands in, so cached data stays usable; a rejected token ends the session.
     */
    async restore(): Promise<SessionSnapshot | null> {
      record = await storage.session.get();
      if (!record) return null;
      try {
        return await adopt(await bootstrapSession(http, { productCode: config.productCode, now }));
      } catch (error) {
        if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
          const last = (await storage.settings.get(SNAPSHOT_KEY)) as SessionSnapshot | undefined;
          snapshot = last && last.userId === record.userId ? last : null;
          return snapshot;
        }
        await forget();
        return null;
      }
    },

    async login(username: string, password: string): Promise<SessionSnapshot> {
      // The password travels sealed with the moment and a one-time nonce, so that a captured
      // body cannot be sent again (the server refuses a repeat or a stamp over 5 minutes old).
      const [userName = '', encryptedPassword = ''] = await encrypt(
        username,
        stampLoginPassword(password, now(), newLoginNonce()),
      );
      const answer = await http.call(
        loginEndpoint,
        { body: { userName, password: encryptedPassword, loginName: username, type: 1 } },
        { silent: true },
      );
      return startWithToken(answer.token);
    },

    /** Always ends the local session, even when the server cannot be told. */
    async logout(): Promise<void> {
      const token = record?.token;
      await forget();
      channel.post({ type: 'signed-out' });
      if (token) {
        await http
          .call(logoutEndpoint, { body: { token, appId: config.appId } }, { silent: true })
          .catch(() => undefined);
      }
      await storage.cache.clear().catch(() => undefined);
    },

    async refresh(signal: AbortSignal, onProgress: BootstrapProgress): Promise<SessionSnapshot> {
      return adopt(
        await bootstrapSession(http, { productCode: config.productCode, signal, onProgress, now }),
      );
    },

    /**
     * A direct call, never an outbox command: a password must not rest in IndexedDB. Errors
     * (wrong old password, weak new one) come back to the form, which keeps what was typed.
     */
    async changePassword(oldPassword: string, newPassword: string): Promise<void> {
      const [oldCipher = '', newCipher = ''] = await encrypt(oldPassword, newPassword);
      await http.call(
        changePasswordEndpoint,
        { body: { oldPassword: oldCipher, newPassword: newCipher } },
        { silent: true },
      );
    },

    /**
     * A guidance link carries a login token: it becomes this profile's login record and the
     * session loads with it. A token the server refuses leaves the user signed out.
     */
    async adoptToken(token: string): Promise<SessionSnapshot | null> {
      return startWithToken(token).catch(() => null);
    },

    async choices() {
      return http.call(loginAll, {});
    },

    /** Acts as another company role the user holds; the bootstrap then reflects it. */
    async switchRole(role: string): Promise<SessionSnapshot> {
      await http.call(roleChange, { params: { role } });
      return adopt(await bootstrapSession(http, { productCode: config.productCode, now }));
    },

    /** Several answers may report the same lost session; the UI hears it once. */
    async expire(error: ApiError): Promise<void> {
      if (!record && !snapshot) return;
      await forget();
      events.emit({ type: 'session-expired', reason: error.toJSON() });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
