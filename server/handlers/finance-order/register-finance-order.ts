import { registerOrderApprovalOutcome } from '../../finance-order/order-approval-outcome';
import { sweepOverdueOrders } from '../../finance-order/order-overdue';
import { serverToday } from '../../finance-order/order-record';
import type { ApiMount } from '../../http/server-context';
import { registerContractPreview } from './contract-preview';
import { registerCreateOrder } from './create-order';
import { registerEditOrder } from './edit-order';
import { registerOrderCommands } from './order-commands';
import { registerOrderReads } from './order-reads';
import { registerUpdateOrder } from './update-order';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The finance order lifecycle's endpoints (docs/finance-orders.md), its approval outcome, and the
 * overdue sweep: once at start and then daily, so the lists show OVERDUE without anyone opening
 * the order (reads and commands also apply it to the order they touch).
 */
export function registerFinanceOrder(api: ApiMount): void {
  registerCreateOrder(api);
  registerEditOrder(api);
  registerUpdateOrder(api);
  registerOrderReads(api);
  registerOrderCommands(api);
  registerContractPreview(api);
  registerOrderApprovalOutcome();

  const { db, log } = api.server;
  const sweep = () => {
    sweepOverdueOrders(db, serverToday()).catch((error: unknown) => {
      log.info(`overdue sweep failed: ${String(error)}`);
    });
  };
  sweep();
  setInterval(sweep, DAY_MS).unref();
}
