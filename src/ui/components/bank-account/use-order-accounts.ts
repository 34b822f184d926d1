import { useEffect, useState } from 'react';
import type { OrderAccount } from '../../../api/endpoints/finance-order/funding-account-infos';
import { useCore } from '../../core/use-core';

export type OrderAccountsLoad =
  { status: 'loading' } | { status: 'done'; accounts: OrderAccount[] } | { status: 'failed' };

/**
 * A finance order's accounts (fundingAccountInfos), read again when `version` changes (the order
 * moved on); a stale answer is dropped. A failed read shows no account (spec 001 §8: the list is
 * cleared).
 */
export function useOrderAccounts(orderId: string, version: string): OrderAccountsLoad {
  const core = useCore();
  const key = `${orderId}@${version}`;
  const [answer, setAnswer] = useState<{ key: string; load: OrderAccountsLoad } | null>(null);
  useEffect(() => {
    let live = true;
    core.bankAccounts.ofOrder(orderId).then(
      (accounts) => {
        if (live) setAnswer({ key, load: { status: 'done', accounts } });
      },
      () => {
        if (live) setAnswer({ key, load: { status: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [core, orderId, key]);
  return answer?.key === key ? answer.load : { status: 'loading' };
}
