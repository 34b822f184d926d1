import { useCallback, useEffect, useState } from 'react';
import type { ArDashboard } from '../../../shared/dashboard/ar-dashboard';
import { useCore } from '../../core/use-core';

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

type Answer<T> = { key: string; result: Loaded<T> };

const LOADING = { state: 'loading' } as const;

/**
 * An asynchronous answer per key: loading until the answer of the current key arrives, so an
 * answer to an older key (another role, another language) is never shown as the current one.
 */
function useKeyedAnswer<T>(key: string | null, ask: () => Promise<T>): Loaded<T> {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    ask().then(
      (value) => live && setAnswer({ key, result: { state: 'ready', value } }),
      () => live && setAnswer({ key, result: { state: 'failed' } }),
    );
    return () => {
      live = false;
    };
    // `ask` is a fresh closure each render; the key names everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer !== null && answer.key === key ? answer.result : LOADING;
}

/**
 * The home's figures from the worker, asked again when the role or language changes (company
 * names come in the request's language) and on Retry.
 */
export function useHomeOverview(role: string, language: string) {
  const core = useCore();
  const [attempt, setAttempt] = useState(0);
  const overview = useKeyedAnswer(`${role}|${language}|${attempt}`, () => core.home.overview());
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { overview, retry };
}

/** The receivables KPIs of the supplier's home: the dashboard's own figures. */
export function useArKpis(enabled: boolean): Loaded<ArDashboard> {
  const core = useCore();
  return useKeyedAnswer(enabled ? 'ar' : null, () => core.dashboards.ar({}));
}
