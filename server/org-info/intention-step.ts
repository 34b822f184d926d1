import type { Language } from '../../src/shared/constants';
import {
  intentionActorOf,
  intentionStepRefusal,
  isPriceExpired,
  type IntentionAction,
  type IntentionActor,
} from '../../src/shared/org-info/intention-lifecycle';
import type { SessionUser } from '../auth/authenticate';
import type { Db } from '../db/db';
import { stepRefused, unknownIntention } from './intention-refusals';
import { findIntention, type StoredIntention } from './intention-store';

export const actorOf = (user: SessionUser): IntentionActor | null =>
  intentionActorOf(user.companyRole);

/**
 * The intention `id` locked for `action`, or the refusal: unknown when the caller may not see it
 * (visibility is the party check: a supplier sees its company's, a funder those it may price),
 * else as intention-lifecycle.ts says for the caller's role, the state and the price's validity.
 */
export async function intentionForStep(
  db: Db,
  user: SessionUser,
  id: string,
  action: IntentionAction,
  today: string,
  lang: Language,
): Promise<StoredIntention> {
  const actor = actorOf(user);
  const stored = await findIntention(db, user, actor, id, lang, true);
  if (!stored) throw unknownIntention(id, lang);
  const expired = isPriceExpired(stored.validUntil, today);
  const refusal = intentionStepRefusal(action, actor, stored.state, expired);
  if (refusal) throw stepRefused(refusal, stored, action, lang);
  return stored;
}
