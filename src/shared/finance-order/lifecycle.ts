/**
 * The finance order's life (docs/finance-orders.md): which company role may take which step in
 * which status, and where the step leads. One table for the server's handlers, which refuse what
 * it does not allow, and for the pages, which offer only what it allows.
 */

export const FINANCE_ORDER_STATUSES = [
  'DRAFT',
  'PENDING_APPROVAL',
  /** Denied by the funder with a comment: back with the supplier for changes. */
  'RETURNED',
  'PENDING_RIGHTS_CONFIRMATION',
  /** Approved and the buyer confirmed it owes the receivables: waiting for the payout. */
  'APPROVED',
  'DISBURSED',
  /** Paid out and past its due date without repayment. */
  'OVERDUE',
  'REPAID',
  /** Refused by the funder: final. */
  'REJECTED',
  'REVOKED',
  /** The supplier asked to turn the paid-out financing into a receivables purchase. */
  'ARP_REQUESTED',
  'CONVERTED_TO_ARP',
] as const;
export type FinanceOrderStatus = (typeof FINANCE_ORDER_STATUSES)[number];

/** The company role acting; a COMPANY acts as SUPPLIER here. SYSTEM is the server's own clock. */
export type OrderActor = 'SUPPLIER' | 'BUYER' | 'FUNDER' | 'SYSTEM';

export const FINANCE_ORDER_ACTIONS = [
  'saveDraft',
  'submit',
  /** The limited change after submission (/finance/finance-order/update/:id). */
  'update',
  'pass',
  'deny',
  'refuse',
  'confirmRights',
  'disburse',
  'repay',
  'markOverdue',
  'revoke',
  'requestArp',
] as const;
export type FinanceOrderAction = (typeof FINANCE_ORDER_ACTIONS)[number];

interface Step {
  actor: OrderActor;
  /** null: the order does not exist yet. */
  from: readonly (FinanceOrderStatus | null)[];
  /** Where the step leads from each status it starts from; absent means it stays. */
  to: Partial<Record<FinanceOrderStatus | 'NEW', FinanceOrderStatus>>;
}

const BEFORE_PAYOUT = [
  'DRAFT',
  'PENDING_APPROVAL',
  'RETURNED',
  'PENDING_RIGHTS_CONFIRMATION',
  'APPROVED',
] as const satisfies readonly FinanceOrderStatus[];

const STEPS: Record<FinanceOrderAction, Step> = {
  saveDraft: { actor: 'SUPPLIER', from: [null, 'DRAFT'], to: { NEW: 'DRAFT', DRAFT: 'DRAFT' } },
  submit: {
    actor: 'SUPPLIER',
    from: [null, 'DRAFT', 'RETURNED'],
    to: { NEW: 'PENDING_APPROVAL', DRAFT: 'PENDING_APPROVAL', RETURNED: 'PENDING_APPROVAL' },
  },
  update: {
    actor: 'SUPPLIER',
    from: ['PENDING_APPROVAL', 'PENDING_RIGHTS_CONFIRMATION', 'APPROVED'],
    to: {},
  },
  pass: {
    actor: 'FUNDER',
    from: ['PENDING_APPROVAL', 'ARP_REQUESTED'],
    to: { PENDING_APPROVAL: 'PENDING_RIGHTS_CONFIRMATION', ARP_REQUESTED: 'CONVERTED_TO_ARP' },
  },
  deny: {
    actor: 'FUNDER',
    from: ['PENDING_APPROVAL', 'ARP_REQUESTED'],
    to: { PENDING_APPROVAL: 'RETURNED', ARP_REQUESTED: 'DISBURSED' },
  },
  refuse: {
    actor: 'FUNDER',
    from: ['PENDING_APPROVAL', 'ARP_REQUESTED'],
    to: { PENDING_APPROVAL: 'REJECTED', ARP_REQUESTED: 'DISBURSED' },
  },
  confirmRights: {
    actor: 'BUYER',
    from: ['PENDING_RIGHTS_CONFIRMATION'],
    to: { PENDING_RIGHTS_CONFIRMATION: 'APPROVED' },
  },
  disburse: { actor: 'FUNDER', from: ['APPROVED'], to: { APPROVED: 'DISBURSED' } },
  repay: {
    actor: 'FUNDER',
    from: ['DISBURSED', 'OVERDUE'],
    to: { DISBURSED: 'REPAID', OVERDUE: 'REPAID' },
  },
  markOverdue: { actor: 'SYSTEM', from: ['DISBURSED'], to: { DISBURSED: 'OVERDUE' } },
  revoke: {
    actor: 'SUPPLIER',
    from: BEFORE_PAYOUT,
    to: Object.fromEntries(BEFORE_PAYOUT.map((s) => [s, 'REVOKED'])),
  },
  requestArp: { actor: 'SUPPLIER', from: ['DISBURSED'], to: { DISBURSED: 'ARP_REQUESTED' } },
};

/** Statuses in which an order holds its receivables: no other order may finance them. */
export const HOLDS_RECEIVABLES: ReadonlySet<FinanceOrderStatus> = new Set(
  FINANCE_ORDER_STATUSES.filter((s) => s !== 'REJECTED' && s !== 'REVOKED'),
);

/** Statuses the funder has paid out in (a financed amount, value and maturity dates). */
export const PAID_OUT: ReadonlySet<FinanceOrderStatus> = new Set([
  'DISBURSED',
  'OVERDUE',
  'REPAID',
  'ARP_REQUESTED',
  'CONVERTED_TO_ARP',
]);

export const isFinanceOrderStatus = (value: unknown): value is FinanceOrderStatus =>
  typeof value === 'string' && (FINANCE_ORDER_STATUSES as readonly string[]).includes(value);

/** The role an acting company takes in the order's life: a COMPANY applies as its supplier. */
export function orderActorOf(companyRole: string | null | undefined): OrderActor | null {
  const role = (companyRole ?? '').toUpperCase();
  if (role === 'COMPANY' || role === 'SUPPLIER') return 'SUPPLIER';
  if (role === 'CAPITAL' || role === 'FUNDER') return 'FUNDER';
  if (role === 'BUYER') return 'BUYER';
  return null;
}

/** Why a step is not allowed: the wrong party, or an order in a status the step does not start from. */
export type StepRefusal = 'wrongParty' | 'wrongStatus';

/** Null when `actor` may take `action` on an order in `status` (null: not created yet). */
export function stepRefusal(
  action: FinanceOrderAction,
  actor: OrderActor | null,
  status: FinanceOrderStatus | null,
): StepRefusal | null {
  const step = STEPS[action];
  if (actor !== step.actor) return 'wrongParty';
  return step.from.includes(status) ? null : 'wrongStatus';
}

/** Where an allowed step leads; the status itself for a step that changes no status. */
export function nextStatus(
  action: FinanceOrderAction,
  status: FinanceOrderStatus | null,
): FinanceOrderStatus {
  const to = STEPS[action].to[status ?? 'NEW'];
  if (to) return to;
  if (status) return status;
  throw new Error(`${action} does not create an order`);
}

/** The steps `actor` may take on an order in `status`: what a page offers. */
export function allowedActions(
  actor: OrderActor | null,
  status: FinanceOrderStatus | null,
): FinanceOrderAction[] {
  return FINANCE_ORDER_ACTIONS.filter((action) => stepRefusal(action, actor, status) === null);
}

/** The table itself, for the docs test that keeps docs/finance-orders.md in step with the code. */
export function lifecycleTable(): readonly {
  action: FinanceOrderAction;
  actor: OrderActor;
  from: readonly (FinanceOrderStatus | null)[];
  to: Step['to'];
}[] {
  return FINANCE_ORDER_ACTIONS.map((action) => ({ action, ...STEPS[action] }));
}
