import { useCallback, useEffect, useState } from 'react';
import type { WorkflowHistoryData } from '../../../api/endpoints/workflow/workflow-history';
import type { WorkflowParams } from '../../../api/endpoints/workflow/workflow-params';
import type { Core } from '../../core/bridge';
import { useCore } from '../../core/use-core';

export type HistoryState =
  | { kind: 'loading' }
  | { kind: 'ready'; history: WorkflowHistoryData }
  /** Spec 001 §6: a failed history is only logged; the card shows an empty table and a note. */
  | { kind: 'failed' };

type Answer = { kind: 'ready'; history: WorkflowHistoryData } | { kind: 'failed' };

/**
 * Where a card reads its history. The default is the workflow's own history (with the open task,
 * which the approver needs); a business type whose record has other readers than its owner and
 * approver (a finance order's buyer) passes a read of its own. Give a module-level function: a
 * new one on every render would load the history again each time.
 */
export type HistoryReader = (core: Core, params: WorkflowParams) => Promise<WorkflowHistoryData>;

export const readWorkflowHistory: HistoryReader = (core, params) => core.approvals.history(params);

/**
 * A record's workflow history, loaded again whenever its params or its reader change (spec 001
 * §4); an answer for params no longer shown is dropped, and until the current one arrives the
 * state is loading.
 */
export function useWorkflowHistory(
  businessType: string,
  businessNo: string,
  read: HistoryReader = readWorkflowHistory,
) {
  const core = useCore();
  const [generation, setGeneration] = useState(0);
  const key = `${businessType}\u0000${businessNo}\u0000${generation}`;
  const [answer, setAnswer] = useState<{
    key: string;
    read: HistoryReader;
    answer: Answer;
  } | null>(null);

  useEffect(() => {
    let current = true;
    read(core, { businessType, businessNo }).then(
      (history) => {
        if (current) setAnswer({ key, read, answer: { kind: 'ready', history } });
      },
      (error: unknown) => {
        console.warn('workflow history failed', businessType, businessNo, error);
        if (current) setAnswer({ key, read, answer: { kind: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [core, businessType, businessNo, key, read]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const state: HistoryState =
    answer?.key === key && answer.read === read ? answer.answer : { kind: 'loading' };
  return { state, reload };
}
