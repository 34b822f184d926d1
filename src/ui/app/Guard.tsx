import { useEffect, useLayoutEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { decideNavigation } from '../../shared/permissions/decide-navigation';
import type { NavigationDecision } from '../../shared/permissions/navigation-types';
import { useCore } from '../core/use-core';
import type { Core } from '../core/bridge';
import { exhibition, session } from '../state/core-state';
import { navigationStarted } from '../state/navigation';
import { clearExhibitionToken, storeExhibitionToken } from './exhibition-token';
import { guardHeld, holdGuardUntilNavigated } from './guard-hold';
import { hasOwnPage } from './page-modules';

type Redirect = Extract<NavigationDecision, { action: 'redirect' }>;

/**
 * Performs a redirect's side effects in the order the guard expects, then follows it. Clearing
 * the token comes after the move: done before, the guard would judge the old address again
 * without the token and send the visitor somewhere else first.
 */
async function follow(
  core: Core,
  decision: Redirect,
  navigate: ReturnType<typeof useNavigate>,
  fromKey: string,
) {
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
  holdGuardUntilNavigated(fromKey);
  await navigate(decision.to, {
    replace: true,
    state: decision.carryGuidance ? { guidanceCarried: true } : null,
  });
  if (decision.clearExhibitionToken) clearExhibitionToken();
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
            hasPage: hasOwnPage,
          }),
    [location.pathname, location.search, current, held, guidanceCarried],
  );

  // A layout effect, so the bar starts before the page's own effect (children run first) stops it.
  useLayoutEffect(() => {
    navigationStarted();
    void core.settings.setPage({ path: location.pathname, search: location.search });
  }, [core, location.pathname, location.search]);

  useEffect(() => {
    if (guardHeld(location.key)) return;
    if (decision?.action === 'redirect') void follow(core, decision, navigate, location.key);
    else if (decision?.clearExhibitionToken) clearExhibitionToken();
  }, [core, decision, navigate, location.key]);

  return decision?.action === 'allow' && !guardHeld(location.key) ? <Outlet /> : null;
}
