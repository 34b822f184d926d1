import { useEffect, useState } from 'react';
import type {
  CashflowDrill,
  CashflowDrillMade,
  CashflowInput,
} from '../../../shared/dashboard/cashflow';
import type { DatasetId } from '../../../shared/receivables/datasets';
import type { ViewQuery } from '../../../shared/receivables/view-types';
import type { Core } from '../../core/bridge';

export interface DrillView {
  dataset: DatasetId;
  query: ViewQuery;
  /** How the bar is made of these rows (collections and overdue). */
  made: CashflowDrillMade | null;
}

/**
 * The view query naming the rows behind one bar, as the worker's forecast defines them: the page
 * never rebuilds that rule, it asks. Null while asking; the error when the worker refuses.
 */
export function useDrillQuery(
  core: Core,
  input: CashflowInput,
  drill: CashflowDrill,
): { view: DrillView | null; error: unknown } {
  const [answer, setAnswer] = useState<{ key: string; view: DrillView | null; error: unknown }>({
    key: '',
    view: null,
    error: null,
  });
  const key = JSON.stringify([input, drill]);

  useEffect(() => {
    let live = true;
    const [asked, which] = JSON.parse(key) as [CashflowInput, CashflowDrill];
    core.cashflow.drill(asked, which).then(
      (view) => {
        if (live) setAnswer({ key, view, error: null });
      },
      (error: unknown) => {
        if (live) setAnswer({ key, view: null, error });
      },
    );
    return () => {
      live = false;
    };
  }, [core, key]);

  // An answer to an earlier question is not shown for this one.
  return answer.key === key ? answer : { view: null, error: null };
}
