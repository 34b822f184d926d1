import { hasAuthority } from '../../../shared/permissions/roles';
import {
  INTENTION_AUTHORITY,
  allowedIntentionActions,
  intentionActorOf,
  type IntentionAction,
  type IntentionActor,
  type IntentionState,
} from '../../../shared/org-info/intention-lifecycle';
import { session } from '../../state/core-state';

/** The signed-in user's part in intentions (intention-lifecycle.ts) from its session's role. */
export function viewerActor(): IntentionActor | null {
  return intentionActorOf(session.value?.principal.user.companyRole ?? null);
}

/** Whether the user holds the authority `action` needs (spec 000 §6: hidden when not held). */
export function holdsAuthorityFor(action: IntentionAction): boolean {
  return hasAuthority(session.value?.principal, INTENTION_AUTHORITY[action]);
}

/**
 * The steps the viewer is offered on an intention: those the state machine allows its part in
 * this state, and whose authority it holds. The server refuses the rest.
 */
export function viewerActions(state: IntentionState, expired: boolean): IntentionAction[] {
  return allowedIntentionActions(viewerActor(), state, expired).filter(holdsAuthorityFor);
}
