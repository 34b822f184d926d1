/**
 * Financing intentions (docs/financing-intentions.md): a supplier says what it would like to
 * finance (buyer, product, amount, tenor), a funder of the product answers with a price, and the
 * supplier accepts or rejects it. This one module says who may take which step in which state;
 * the server's handlers refuse what it does not allow and the pages offer only what it allows.
 */

/**
 * APPLIED: a finance order was submitted with the accepted price, which now binds that order and
 * no other (intention-binding.ts); nobody takes a step from it.
 */
export const INTENTION_STATES = [
  'PENDING_PRICING',
  'PRICED',
  'ACCEPTED',
  'REJECTED',
  'APPLIED',
] as const;
export type IntentionState = (typeof INTENTION_STATES)[number];

/** The part a session plays: the supplier that records, the funder that prices, or neither. */
export type IntentionActor = 'SUPPLIER' | 'FUNDER';

export const INTENTION_ACTIONS = ['create', 'edit', 'price', 'accept', 'reject', 'apply'] as const;
export type IntentionAction = (typeof INTENTION_ACTIONS)[number];

/** `NEW`: the intention does not exist yet. */
export type IntentionFrom = IntentionState | 'NEW';

export interface IntentionStep {
  action: IntentionAction;
  actor: IntentionActor;
  from: IntentionFrom;
  to: IntentionState;
}

/**
 * Every step an intention may take. Editing the figures voids a price (the funder priced other
 * figures), so an edit always goes back to PENDING_PRICING; a rejected intention is revised by
 * editing it. `apply` opens a finance-order application and changes nothing.
 */
export const INTENTION_STEPS: readonly IntentionStep[] = [
  { action: 'create', actor: 'SUPPLIER', from: 'NEW', to: 'PENDING_PRICING' },
  { action: 'edit', actor: 'SUPPLIER', from: 'PENDING_PRICING', to: 'PENDING_PRICING' },
  { action: 'edit', actor: 'SUPPLIER', from: 'PRICED', to: 'PENDING_PRICING' },
  { action: 'edit', actor: 'SUPPLIER', from: 'REJECTED', to: 'PENDING_PRICING' },
  { action: 'price', actor: 'FUNDER', from: 'PENDING_PRICING', to: 'PRICED' },
  { action: 'price', actor: 'FUNDER', from: 'PRICED', to: 'PRICED' },
  { action: 'accept', actor: 'SUPPLIER', from: 'PRICED', to: 'ACCEPTED' },
  { action: 'reject', actor: 'SUPPLIER', from: 'PRICED', to: 'REJECTED' },
  { action: 'apply', actor: 'SUPPLIER', from: 'ACCEPTED', to: 'ACCEPTED' },
];

/** The authority each step needs besides its company role (permission node org.info). */
export const INTENTION_AUTHORITY: Readonly<Record<IntentionAction, string>> = {
  create: 'org.info.create',
  edit: 'org.info.edit',
  // Pricing is the funder's change to the intention: its edit authority of the same node.
  price: 'org.info.edit',
  accept: 'org.info.acceptRejectPricing',
  reject: 'org.info.acceptRejectPricing',
  apply: 'org.info.acceptRejectPricing',
};

/**
 * The session's part from its company role: a COMPANY acts as a supplier (as on finance orders);
 * a buyer, a director without a role or any other role only looks.
 */
export function intentionActorOf(companyRole: string | null | undefined): IntentionActor | null {
  if (companyRole === 'SUPPLIER' || companyRole === 'COMPANY') return 'SUPPLIER';
  if (companyRole === 'FUNDER') return 'FUNDER';
  return null;
}

export type IntentionRefusal = 'wrongParty' | 'wrongState' | 'priceExpired';

/**
 * Why `actor` may not take `action` from `from` now, or null when it may. A priced intention
 * whose validity ended (`expired`) can no longer be accepted, nor applied for.
 */
export function intentionStepRefusal(
  action: IntentionAction,
  actor: IntentionActor | null,
  from: IntentionFrom,
  expired = false,
): IntentionRefusal | null {
  const steps = INTENTION_STEPS.filter((s) => s.action === action);
  if (actor === null || !steps.some((s) => s.actor === actor)) return 'wrongParty';
  if (!steps.some((s) => s.actor === actor && s.from === from)) return 'wrongState';
  if (expired && (action === 'accept' || action === 'apply')) return 'priceExpired';
  return null;
}

/** Where `action` leads from `from`; null when the step does not exist. */
export function intentionNextState(
  action: IntentionAction,
  from: IntentionFrom,
): IntentionState | null {
  return INTENTION_STEPS.find((s) => s.action === action && s.from === from)?.to ?? null;
}

/** The steps `actor` may take now on an intention in `state` (the buttons a page offers). */
export function allowedIntentionActions(
  actor: IntentionActor | null,
  state: IntentionState,
  expired: boolean,
): IntentionAction[] {
  return INTENTION_ACTIONS.filter(
    (a) => a !== 'create' && intentionStepRefusal(a, actor, state, expired) === null,
  );
}

/**
 * A price is valid through the end of its `validUntil` day; `today` is `YYYY-MM-DD` of the
 * server's day (UTC), the same day both sides compare with.
 */
export const isPriceExpired = (validUntil: string | null, today: string): boolean =>
  validUntil !== null && validUntil < today;

/** What the list shows: a priced intention whose validity ended reads EXPIRED. */
export type IntentionDisplayState = IntentionState | 'EXPIRED';

export function displayState(
  state: IntentionState,
  validUntil: string | null,
  today: string,
): IntentionDisplayState {
  return state === 'PRICED' && isPriceExpired(validUntil, today) ? 'EXPIRED' : state;
}

/** Today's `YYYY-MM-DD` (UTC), or of `at`. */
export const utcDay = (at: Date = new Date()): string => at.toISOString().slice(0, 10);
