import { proxy } from 'comlink';
import type { SessionSnapshot } from './session-snapshot';
import { previewTokenVerify } from '../../api/endpoints/session/preview-token';
import type { CoreServices } from '../core/create-core';
import type { Cancellation } from '../core/cancellation';

/** The session: sign-in and out, the role switch, the bootstrap calls again (cancellable). */
export function sessionNamespace(core: Promise<CoreServices>, cancellation: Cancellation) {
  return proxy({
    async login(username: string, password: string): Promise<SessionSnapshot> {
      const c = await core;
      const snapshot = await c.session.login(username, password);
      c.restartSender();
      return snapshot;
    },
    async logout(): Promise<void> {
      const c = await core;
      c.sender.stop();
      await c.session.logout();
    },
    async current(): Promise<SessionSnapshot | null> {
      return (await core).session.snapshot();
    },
    async changePassword(oldPassword: string, newPassword: string): Promise<void> {
      await (await core).session.changePassword(oldPassword, newPassword);
    },
    /** Signs in with the token of a guidance link. */
    async adoptToken(token: string): Promise<SessionSnapshot | null> {
      const c = await core;
      const snapshot = await c.session.adoptToken(token);
      if (snapshot) c.restartSender();
      return snapshot;
    },
    /** Whether an exhibition or notice token is one the server knows and has not expired. */
    async verifyPreview(token: string): Promise<boolean> {
      const c = await core;
      const answer = await c.http.call(previewTokenVerify, { query: { token } }, { silent: true });
      return answer.valid;
    },
    /** The company roles the user may act as (the header's role switcher). */
    async choices() {
      return (await core).session.choices();
    },
    async switchRole(role: string): Promise<SessionSnapshot> {
      return (await core).session.switchRole(role);
    },
    /** Re-runs the six bootstrap calls; cancellable, with progress per call. */
    async refresh(
      callId: string,
      onProgress: (done: number, total: number) => void,
    ): Promise<SessionSnapshot> {
      const c = await core;
      return cancellation.run(callId, (signal) => c.session.refresh(signal, onProgress));
    },
  });
}
