import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { decideNavigation } from '../../shared/permissions/decide-navigation';
import type { NavigationDecision } from '../../shared/permissions/navigation-types';
import { useCore } from '../core/use-core';
import type { Core } from '../core/bridge';
import { exhibition, session } from '../state/core-state';
import { navigationStarted } from '../state/navigation';
import { clearExhibitionToken, storeExhibitionToken } from './exhibition-token';

type Redirect = Extract<NavigationDecision, { action: 'redirect' }>;

/** Performs a redirect's side effects in the order the guard expects, then follows it. */
async function follow(core: Core, decision: Redirect, navigate: ReturnType<typeof useNavigate>) {
  if (decision.clearExhibitionToken) clearExhibitionToken();
  if (decision.storeExhibitionToken)
    await storeExhibitionToken(core, decision.storeExhibitionToken);
  if (decision.storeGuidanceToken) {
    session.value = await core.session.adoptToken(decision.storeGuidanceToken);
  }
  if (decision.switchRole) {
    // A refused switch still reloads without the parameter, as the current role.
    await core.session.switchRole(decision.switchRole).catch(() => undefined);
    location.replace(decision.to);
    return;
  }
  navigate(decision.to, {
    replace: true,
    state: decision.carryGuidance ? { guidanceCarried: true } : null,
  });
}

/**
 * Asks the pure guard (src/shared/permissions) about every address and follows its answer; the
 * page is drawn only once the guard allows it.
 */
export function Guard() {
  useSignals();
  const core = useCore();
  const location = useLocation();
  const navigate = useNavigate();
  const current = session.value;
  const held = exhibition.value.status;
  const guidanceCarried =
    (location.state as { guidanceCarried?: boolean } | null)?.guidanceCarried === true;

  const decision = useMemo(
    () =>
      held === 'checking'
        ? null
        : decideNavigation({
            path: location.pathname,
            query: location.search,
            signedIn: current !== null,
            authority: current?.authority ?? null,
            companyRole: current?.principal.user.companyRole ?? null,
            exhibitionToken: held,
            guidanceCarried,
          }),
    [location.pathname, location.search, current, held, guidanceCarried],
  );

  useEffect(() => {
    navigationStarted();
    void core.settings.setPage({ path: location.pathname, search: location.search });
  }, [core, location.pathname, location.search]);

  useEffect(() => {
    if (decision?.action === 'redirect') void follow(core, decision, navigate);
    else if (decision?.clearExhibitionToken) clearExhibitionToken();
  }, [core, decision, navigate]);

  return decision?.action === 'allow' ? <Outlet /> : null;
}
