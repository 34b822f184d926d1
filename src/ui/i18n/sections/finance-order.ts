import type { Widen } from '../widen';

/**
 * The lifecycle server's refusals by their messageKey (server/http/messages.ts,
 * docs/finance-orders.md): a step lifecycle.ts does not allow this company, or not in the order's
 * status. The server's own text names the order and its status; these stand in for it in the
 * language the user picked.
 */
export const en = {
  error: {
    wrong_party: 'Your company cannot take this step on the finance order.',
    wrong_status:
      'This step is not possible in the finance order’s current status. Reload to see where it stands.',
  },
} as const;

export const zh: Widen<typeof en> = {
  error: {
    wrong_party: '贵公司不能对该融资订单执行此操作。',
    wrong_status: '该融资订单当前的状态不能执行此操作，请刷新查看最新状态。',
  },
};
