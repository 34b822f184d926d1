import { describe, expect, it } from 'vitest';
import {
  allowedIntentionActions,
  displayState,
  INTENTION_ACTIONS,
  INTENTION_STATES,
  intentionActorOf,
  intentionNextState,
  intentionStepRefusal,
  isPriceExpired,
  type IntentionAction,
  type IntentionActor,
  type IntentionFrom,
} from '../../../src/shared/org-info/intention-lifecycle';

/**
 * Every step of every actor from every state, against a table written again here: the allowed
 * ones lead where the table says, the others are refused as the wrong party or the wrong state.
 */
const ALLOWED: Readonly<Record<string, IntentionFrom[]>> = {
  'SUPPLIER create': ['NEW'],
  'SUPPLIER edit': ['PENDING_PRICING', 'PRICED', 'REJECTED'],
  'SUPPLIER accept': ['PRICED'],
  'SUPPLIER reject': ['PRICED'],
  'SUPPLIER apply': ['ACCEPTED'],
  'FUNDER price': ['PENDING_PRICING', 'PRICED'],
};

const TO: Readonly<Record<IntentionAction, (from: IntentionFrom) => string>> = {
  create: () => 'PENDING_PRICING',
  edit: () => 'PENDING_PRICING',
  price: () => 'PRICED',
  accept: () => 'ACCEPTED',
  reject: () => 'REJECTED',
  apply: () => 'ACCEPTED',
};

const FROMS: IntentionFrom[] = ['NEW', ...INTENTION_STATES];
const ACTORS: (IntentionActor | null)[] = ['SUPPLIER', 'FUNDER', null];

describe('intention lifecycle', () => {
  for (const actor of ACTORS) {
    for (const action of INTENTION_ACTIONS) {
      const allowed = ALLOWED[`${actor} ${action}`] ?? [];
      const actsAtAll = allowed.length > 0;
      for (const from of FROMS) {
        it(`${actor ?? 'no role'} ${action} from ${from}`, () => {
          const refusal = intentionStepRefusal(action, actor, from);
          if (allowed.includes(from)) {
            expect(refusal).toBeNull();
            expect(intentionNextState(action, from)).toBe(TO[action](from));
          } else {
            expect(refusal).toBe(actsAtAll ? 'wrongState' : 'wrongParty');
          }
        });
      }
    }
  }

  it('refuses accepting or applying with an expired price, but not rejecting or editing', () => {
    expect(intentionStepRefusal('accept', 'SUPPLIER', 'PRICED', true)).toBe('priceExpired');
    expect(intentionStepRefusal('apply', 'SUPPLIER', 'ACCEPTED', true)).toBe('priceExpired');
    expect(intentionStepRefusal('reject', 'SUPPLIER', 'PRICED', true)).toBeNull();
    expect(intentionStepRefusal('edit', 'SUPPLIER', 'PRICED', true)).toBeNull();
    expect(intentionStepRefusal('price', 'FUNDER', 'PRICED', true)).toBeNull();
    // The party comes first: a funder learns nothing about the price's validity.
    expect(intentionStepRefusal('accept', 'FUNDER', 'PRICED', true)).toBe('wrongParty');
  });

  it('offers each role the steps it may take now', () => {
    expect(allowedIntentionActions('SUPPLIER', 'PRICED', false)).toEqual([
      'edit',
      'accept',
      'reject',
    ]);
    expect(allowedIntentionActions('SUPPLIER', 'PRICED', true)).toEqual(['edit', 'reject']);
    expect(allowedIntentionActions('SUPPLIER', 'ACCEPTED', false)).toEqual(['apply']);
    expect(allowedIntentionActions('FUNDER', 'PENDING_PRICING', false)).toEqual(['price']);
    expect(allowedIntentionActions('FUNDER', 'ACCEPTED', false)).toEqual([]);
    expect(allowedIntentionActions(null, 'PRICED', false)).toEqual([]);
  });

  it('maps company roles to parts: a COMPANY acts as supplier, a buyer or no role only looks', () => {
    expect(intentionActorOf('SUPPLIER')).toBe('SUPPLIER');
    expect(intentionActorOf('COMPANY')).toBe('SUPPLIER');
    expect(intentionActorOf('FUNDER')).toBe('FUNDER');
    expect(intentionActorOf('BUYER')).toBeNull();
    expect(intentionActorOf(null)).toBeNull();
  });

  it('keeps a price valid through its last day and shows a lapsed one as EXPIRED', () => {
    expect(isPriceExpired('2026-05-10', '2026-05-10')).toBe(false);
    expect(isPriceExpired('2026-05-09', '2026-05-10')).toBe(true);
    expect(isPriceExpired(null, '2026-05-10')).toBe(false);
    expect(displayState('PRICED', '2026-05-09', '2026-05-10')).toBe('EXPIRED');
    expect(displayState('PRICED', '2026-05-10', '2026-05-10')).toBe('PRICED');
    expect(displayState('ACCEPTED', '2026-05-09', '2026-05-10')).toBe('ACCEPTED');
  });
});
