import { useCallback, useEffect, useState } from 'react';
import type { WorkflowHistoryData } from '../../../api/endpoints/workflow/workflow-history';
import { useCore } from '../../core/use-core';

export type HistoryState =
  | { kind: 'loading' }
  | { kind: 'ready'; history: WorkflowHistoryData }
  /** Spec 001 §6: a failed history is only logged; the card shows an empty table and a note. */
  | { kind: 'failed' };

type Answer = { kind: 'ready'; history: WorkflowHistoryData } | { kind: 'failed' };

/**
 * A record's workflow history, loaded again whenever its params change (spec 001 §4); an answer
 * for params no longer shown is dropped, and until the current one arrives the state is loading.
 */
export function useWorkflowHistory(businessType: string, businessNo: string) {
  const core = useCore();
  const [generation, setGeneration] = useState(0);
  const key = `${businessType}\u0000${businessNo}\u0000${generation}`;
  const [answer, setAnswer] = useState<{ key: string; answer: Answer } | null>(null);

  useEffect(() => {
    let current = true;
    core.approvals.history({ businessType, businessNo }).then(
      (history) => {
        if (current) setAnswer({ key, answer: { kind: 'ready', history } });
      },
      (error: unknown) => {
        console.warn('workflow history failed', businessType, businessNo, error);
        if (current) setAnswer({ key, answer: { kind: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [core, businessType, businessNo, key]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const state: HistoryState = answer?.key === key ? answer.answer : { kind: 'loading' };
  return { state, reload };
}
