import { matchRoute } from '../routes/match-route';
import { normalizePath } from '../routes/path-segments';
import { paths } from '../routes/paths';
import { addressOf, paramValue, toSearchParams, without } from './address';
import { isAllowed } from './authority';
import { COMPANY_ROLE, SUPPLIER_ROLE, sameCompanyRole } from './company-roles';
import { GUARD_PARAMS } from './guard-params';
import { landingRoute } from './landing';
import type {
  AllowReason,
  NavigationDecision,
  NavigationEffects,
  NavigationInput,
  RedirectReason,
} from './navigation-types';

type ClearEffect = Pick<NavigationEffects, 'clearExhibitionToken'>;
const CLEAR: ClearEffect = { clearExhibitionToken: true };

/**
 * The route guard (spec 000 section 6, spec 001 "Guard behaviour") as a pure function: the
 * caller performs the effects and follows the redirect, then asks again. The rules run in the
 * order below; docs/guard.md explains each choice.
 */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const path = normalizePath(input.path);
  const params = toSearchParams(input.query);

  // A login token in the address is taken out first, wherever it points, so it never stays in
  // the history or a shared link.
  const guidance = paramValue(params, GUARD_PARAMS.guidance);
  if (guidance !== null) return takeGuidance(input, path, params, guidance);

  const isRoot = path === '/';
  const route = isRoot ? null : (matchRoute(path)?.route ?? null);
  if (!isRoot && route === null) return redirect(paths.error.getHref({ code: 404 }), 'not-found');
  if (route?.access === 'public') return allow('public');

  const preview = route?.access === 'preview';
  const tokenInAddress = paramValue(params, GUARD_PARAMS.exhibitionToken);
  if (tokenInAddress !== null) {
    const rest = addressOf(path, without(params, GUARD_PARAMS.exhibitionToken));
    if (preview) {
      return redirect(rest, 'exhibition-token', { storeExhibitionToken: tokenInAddress });
    }
    return redirect(input.signedIn ? rest : '/login', 'exhibition-left', CLEAR);
  }

  let effects: ClearEffect = {};
  if (preview) {
    const stale = input.exhibitionToken === 'invalid' ? CLEAR : {};
    if (paramValue(params, GUARD_PARAMS.notice) !== null || input.exhibitionToken === 'valid') {
      return allow('preview', stale);
    }
    effects = stale;
  } else if (input.exhibitionToken !== 'absent') {
    // A preview visitor has no session to fall back on; a signed-in user just loses the token.
    if (!input.signedIn) return redirect('/login', 'exhibition-left', CLEAR);
    effects = CLEAR;
  }

  if (!input.signedIn) {
    const backUrl = addressOf(path, params);
    const to = isRoot ? '/login' : `/login?${GUARD_PARAMS.backUrl}=${encodeURIComponent(backUrl)}`;
    return redirect(to, 'sign-in', effects);
  }

  const role = paramValue(params, GUARD_PARAMS.role);
  if (role !== null && !sameCompanyRole(role, input.companyRole)) {
    const to = addressOf(path, without(params, GUARD_PARAMS.role));
    return redirect(to, 'role-switch', { ...effects, switchRole: role, reload: true });
  }

  if (
    input.guidanceCarried === true &&
    paramValue(params, GUARD_PARAMS.news) !== null &&
    sameCompanyRole(input.companyRole, COMPANY_ROLE)
  ) {
    const to = addressOf(path, params);
    return redirect(to, 'role-switch', { ...effects, switchRole: SUPPLIER_ROLE, reload: true });
  }

  if (route === null) return landing(input, effects);
  if (route.redirectTo !== undefined) {
    return redirect(addressOf(route.redirectTo, params), 'route-redirect', effects);
  }
  if (route.permission !== null && !isAllowed(input.authority, route.permission)) {
    return redirect('/', 'denied', effects);
  }
  return allow(route.permission === null ? 'signed-in' : 'permitted', effects);
}

/**
 * With news in the address a COMPANY user lands as SUPPLIER. Signed in, the role is known now;
 * signed out, the guidance token is about to become the session, so the check waits for it.
 */
function takeGuidance(
  input: NavigationInput,
  path: string,
  params: URLSearchParams,
  token: string,
): NavigationDecision {
  const to = addressOf(path, without(params, GUARD_PARAMS.guidance));
  const store = { storeGuidanceToken: token };
  if (paramValue(params, GUARD_PARAMS.news) === null) return redirect(to, 'guidance', store);
  if (!input.signedIn) return redirect(to, 'guidance', { ...store, carryGuidance: true });
  if (sameCompanyRole(input.companyRole, COMPANY_ROLE)) {
    return redirect(to, 'guidance', { ...store, switchRole: SUPPLIER_ROLE, reload: true });
  }
  return redirect(to, 'guidance', store);
}

function landing(input: NavigationInput, effects: ClearEffect): NavigationDecision {
  const route = landingRoute(input.authority, input.hasPage);
  const to = route ? route.path : paths.error.getHref({ code: 403 });
  return redirect(to, 'landing', effects);
}

function allow(reason: AllowReason, effects: ClearEffect = {}): NavigationDecision {
  return { action: 'allow', reason, ...effects };
}

function redirect(
  to: string,
  reason: RedirectReason,
  effects: NavigationEffects = {},
): NavigationDecision {
  return { action: 'redirect', to, reason, ...effects };
}
