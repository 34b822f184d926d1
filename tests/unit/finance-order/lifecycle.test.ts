import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  FINANCE_ORDER_ACTIONS,
  FINANCE_ORDER_STATUSES,
  HOLDS_RECEIVABLES,
  nextStatus,
  orderActorOf,
  PAID_OUT,
  stepRefusal,
  type FinanceOrderAction,
  type FinanceOrderStatus,
  type OrderActor,
} from '../../../src/shared/finance-order/lifecycle';

/**
 * The expected lifecycle, written out by hand from docs/finance-orders.md: for each action, who
 * takes it and where it leads from each status it starts from ('NEW': no order yet). Every
 * other actor × status pair must be refused.
 */
const EXPECTED: Record<
  FinanceOrderAction,
  { actor: OrderActor; to: Partial<Record<FinanceOrderStatus | 'NEW', FinanceOrderStatus>> }
> = {
  saveDraft: { actor: 'SUPPLIER', to: { NEW: 'DRAFT', DRAFT: 'DRAFT' } },
  submit: {
    actor: 'SUPPLIER',
    to: { NEW: 'PENDING_APPROVAL', DRAFT: 'PENDING_APPROVAL', RETURNED: 'PENDING_APPROVAL' },
  },
  update: {
    actor: 'SUPPLIER',
    to: {
      PENDING_APPROVAL: 'PENDING_APPROVAL',
      PENDING_RIGHTS_CONFIRMATION: 'PENDING_RIGHTS_CONFIRMATION',
      APPROVED: 'APPROVED',
    },
  },
  pass: {
    actor: 'FUNDER',
    to: { PENDING_APPROVAL: 'PENDING_RIGHTS_CONFIRMATION', ARP_REQUESTED: 'CONVERTED_TO_ARP' },
  },
  deny: { actor: 'FUNDER', to: { PENDING_APPROVAL: 'RETURNED', ARP_REQUESTED: 'DISBURSED' } },
  refuse: { actor: 'FUNDER', to: { PENDING_APPROVAL: 'REJECTED', ARP_REQUESTED: 'DISBURSED' } },
  confirmRights: { actor: 'BUYER', to: { PENDING_RIGHTS_CONFIRMATION: 'APPROVED' } },
  disburse: { actor: 'FUNDER', to: { APPROVED: 'DISBURSED' } },
  repay: { actor: 'FUNDER', to: { DISBURSED: 'REPAID', OVERDUE: 'REPAID' } },
  markOverdue: { actor: 'SYSTEM', to: { DISBURSED: 'OVERDUE' } },
  revoke: {
    actor: 'SUPPLIER',
    to: {
      DRAFT: 'REVOKED',
      PENDING_APPROVAL: 'REVOKED',
      RETURNED: 'REVOKED',
      PENDING_RIGHTS_CONFIRMATION: 'REVOKED',
      APPROVED: 'REVOKED',
    },
  },
  requestArp: { actor: 'SUPPLIER', to: { DISBURSED: 'ARP_REQUESTED' } },
};

const ACTORS: readonly (OrderActor | null)[] = ['SUPPLIER', 'BUYER', 'FUNDER', 'SYSTEM', null];
const STATUSES: readonly (FinanceOrderStatus | null)[] = [null, ...FINANCE_ORDER_STATUSES];
const keyOf = (status: FinanceOrderStatus | null) => status ?? 'NEW';

describe('finance order lifecycle', () => {
  it('covers every action in the expected table', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...FINANCE_ORDER_ACTIONS].sort());
  });

  for (const action of FINANCE_ORDER_ACTIONS) {
    it(`${action}: allowed to its actor from exactly its statuses, leading where expected`, () => {
      const { actor, to } = EXPECTED[action];
      for (const who of ACTORS) {
        for (const status of STATUSES) {
          const target = to[keyOf(status)];
          const refusal = stepRefusal(action, who, status);
          const where = `${action} by ${String(who)} from ${keyOf(status)}`;
          if (who !== actor) expect(refusal, where).toBe('wrongParty');
          else if (target === undefined) expect(refusal, where).toBe('wrongStatus');
          else {
            expect(refusal, where).toBeNull();
            expect(nextStatus(action, status), where).toBe(target);
          }
        }
      }
    });
  }

  it('offers each actor exactly the steps the table allows in each status', () => {
    for (const who of ACTORS) {
      for (const status of STATUSES) {
        const expected = FINANCE_ORDER_ACTIONS.filter(
          (a) => EXPECTED[a].actor === who && EXPECTED[a].to[keyOf(status)] !== undefined,
        );
        expect(allowedActions(who, status), `${String(who)} in ${keyOf(status)}`).toEqual(expected);
      }
    }
  });

  it('offers nothing on a final order, to anyone', () => {
    for (const status of ['REPAID', 'REJECTED', 'REVOKED', 'CONVERTED_TO_ARP'] as const) {
      for (const who of ACTORS) expect(allowedActions(who, status)).toEqual([]);
    }
  });

  it('refuses to name a status for a step that creates no order', () => {
    expect(() => nextStatus('pass', null)).toThrow(/does not create an order/);
  });

  it('holds receivables in every status but the two that end without a payout', () => {
    const released = FINANCE_ORDER_STATUSES.filter((s) => !HOLDS_RECEIVABLES.has(s));
    expect(released.sort()).toEqual(['REJECTED', 'REVOKED']);
  });

  it('counts as paid out from the payout on, and never before it', () => {
    expect([...PAID_OUT].sort()).toEqual(
      ['ARP_REQUESTED', 'CONVERTED_TO_ARP', 'DISBURSED', 'OVERDUE', 'REPAID'].sort(),
    );
    for (const status of EXPECTED.revoke.to ? Object.keys(EXPECTED.revoke.to) : []) {
      expect(PAID_OUT.has(status as FinanceOrderStatus)).toBe(false);
    }
  });

  it('maps company roles to the actor of the order: a COMPANY applies as supplier', () => {
    expect(orderActorOf('COMPANY')).toBe('SUPPLIER');
    expect(orderActorOf('supplier')).toBe('SUPPLIER');
    expect(orderActorOf('CAPITAL')).toBe('FUNDER');
    expect(orderActorOf('FUNDER')).toBe('FUNDER');
    expect(orderActorOf('BUYER')).toBe('BUYER');
    expect(orderActorOf('DIRECTOR')).toBeNull();
    expect(orderActorOf(null)).toBeNull();
  });
});
