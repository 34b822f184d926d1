import { startTransition, useEffect, useState } from 'react';
import type {
  CashflowForecast,
  CashflowGrain,
  CashflowWhatIf,
} from '../../../shared/dashboard/cashflow';
import { createLatestCall, SupersededError } from '../../components/virtual-table/latest-call';
import type { Core } from '../../core/bridge';

export interface ForecastState {
  /** The forecast with the what-if applied (the plain one when none is active). */
  forecast: CashflowForecast | null;
  /** The forecast without the what-if, for its difference; null while no what-if is active. */
  base: CashflowForecast | null;
  error: unknown;
  /** A newer question is being computed; the previous answer stays on screen meanwhile. */
  pending: boolean;
}

interface Answer extends Omit<ForecastState, 'pending'> {
  /** The question this answers. */
  key: string;
}

const INITIAL: Answer = { key: '', forecast: null, base: null, error: null };

/**
 * Asks the worker for the forecast whenever the grain, the what-if or the cached data change.
 * One call in flight at a time, only the newest waiting: dragging through what-if values never
 * queues a forecast per keystroke, and the last one is always answered.
 */
export function useForecast(
  core: Core,
  grain: CashflowGrain,
  whatIf: CashflowWhatIf | null,
  dataKey: string,
  enabled: boolean,
): ForecastState {
  const [call] = useState(createLatestCall);
  const [state, setState] = useState<Answer>(INITIAL);
  const whatIfKey = JSON.stringify(whatIf);
  const key = `${grain}|${whatIfKey}|${dataKey}`;

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const scenario = JSON.parse(whatIfKey) as CashflowWhatIf | null;
    call(() =>
      Promise.all([
        core.cashflow.forecast({ grain }),
        scenario ? core.cashflow.forecast({ grain, whatIf: scenario }) : Promise.resolve(null),
      ]),
    ).then(
      ([plain, changed]) => {
        if (!live) return;
        // A transition: the page renders the new forecast in slices of a few ms, not one task.
        startTransition(() =>
          setState({
            key,
            forecast: changed ?? plain,
            base: changed ? plain : null,
            error: null,
          }),
        );
      },
      (error: unknown) => {
        if (!live || error instanceof SupersededError) return;
        setState((s) => ({ ...s, key, error }));
      },
    );
    return () => {
      live = false;
    };
    // key stands for grain, what-if and data: a change of any is a new question.
  }, [core, call, grain, whatIfKey, key, enabled]);

  return { ...state, pending: state.key !== key };
}
