import { useLocation, useNavigate } from 'react-router-dom';
import { holdGuardUntilNavigated } from '../app/guard-hold';
import { useCore } from '../core/use-core';
import { session } from '../state/core-state';

/** Signs out and goes to /login; the user menu and the error pages share it. */
export function useSignOut(): () => Promise<void> {
  const core = useCore();
  const navigate = useNavigate();
  const location = useLocation();
  return async () => {
    await core.session.logout();
    // An explicit logout carries no backUrl (spec 4): leave before the session signal clears, or
    // the guard would see a signed-out visitor here and send them to /login with a backUrl.
    holdGuardUntilNavigated(location.key);
    await navigate('/login', { replace: true });
    session.value = null;
  };
}
