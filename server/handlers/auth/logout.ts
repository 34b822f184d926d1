import { logout } from '../../../src/api/endpoints/auth/logout';
import { deleteSession } from '../../auth/sessions';
import { publicRoute } from '../../http/route';
import type { ApiMount } from '../../http/server-context';

/** DELETE logout: ends the session of the body's token. An unknown token is already signed out. */
export function registerLogout(api: ApiMount): void {
  publicRoute(api, logout, async ({ body, db }) => {
    await deleteSession(db, body.token);
    return null;
  });
}
