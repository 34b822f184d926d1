import { useCallback, useEffect, useState } from 'react';
import type { FinanceOrder } from '../../../../api/endpoints/finance-order/order-schemas';
import { useCore } from '../../../core/use-core';

export type OrderLoad =
  | { status: 'loading' }
  | { status: 'done'; order: FinanceOrder }
  | { status: 'error'; error: unknown };

/**
 * One finance order from the worker (`detail`, or `detailForEdit` for the forms), with a reload
 * for after a step. The answer remembers which order it is for, so another id shows loading.
 */
export function useFinanceOrder(
  id: string,
  source: 'detail' | 'detailForEdit' = 'detail',
): { load: OrderLoad; reload: () => void } {
  const core = useCore();
  const [round, setRound] = useState(0);
  const key = `${source}:${id}:${round}`;
  const [answer, setAnswer] = useState<{ key: string; load: OrderLoad } | null>(null);

  useEffect(() => {
    let live = true;
    core.financeOrders[source](id).then(
      (order) => live && setAnswer({ key, load: { status: 'done', order } }),
      (error: unknown) => live && setAnswer({ key, load: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
  }, [core, key, id, source]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  // While a reload runs, the last answer stays on screen rather than flashing a spinner.
  const load = answer?.key === key ? answer.load : (answer?.load ?? { status: 'loading' });
  return { load, reload };
}
