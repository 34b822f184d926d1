import { useCallback, useEffect, useState } from 'react';
import type { ListState } from '../../../shared/page-declaration/list-state';
import type { PageQueryResult } from '../../../shared/page-declaration/page-result';
import { useCore } from '../../core/use-core';
import type { OnceValue } from './use-list-url-state';

export type PageQuery =
  | { status: 'loading'; result: PageQueryResult | null }
  | { status: 'ready'; result: PageQueryResult }
  | { status: 'error'; error: unknown };

type Answer = { forKey: string } & (
  { ok: true; result: PageQueryResult } | { ok: false; error: unknown }
);

/**
 * Asks the worker for the page of the current state. Until the answer for this state arrives
 * the previous rows stay (loading); a failed query clears the rows and keeps the error
 * (spec 000 §8). `reload` repeats the same state (Retry, after an action).
 */
export function usePageQuery(
  pageId: string,
  state: ListState,
  isEqual: OnceValue,
): { query: PageQuery; reload: () => void } {
  const core = useCore();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [lastRows, setLastRows] = useState<PageQueryResult | null>(null);
  const [generation, setGeneration] = useState(0);
  const stateKey = JSON.stringify(state);
  const requestKey = `${generation}:${stateKey}`;

  useEffect(() => {
    let live = true;
    const current = JSON.parse(stateKey) as ListState;
    const forKey = `${generation}:${stateKey}`;
    core.pages.query(pageId, current, isEqual.peek()).then(
      (result) => {
        if (!live) return;
        isEqual.clear();
        setLastRows(result);
        setAnswer({ forKey, ok: true, result });
      },
      (error: unknown) => {
        if (!live) return;
        setLastRows(null);
        setAnswer({ forKey, ok: false, error });
      },
    );
    return () => {
      // A newer state supersedes this answer; it must not overwrite the newer one.
      live = false;
    };
  }, [core, pageId, stateKey, generation, isEqual]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  let query: PageQuery;
  if (!answer || answer.forKey !== requestKey) query = { status: 'loading', result: lastRows };
  else if (answer.ok) query = { status: 'ready', result: answer.result };
  else query = { status: 'error', error: answer.error };
  return { query, reload };
}
