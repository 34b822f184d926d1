import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../core/error-text';

export type Loaded<T> =
  { state: 'loading' } | { state: 'failed'; error: string } | { state: 'ready'; value: T };

type Outcome<T> = Exclude<Loaded<T>, { state: 'loading' }>;

/**
 * Data read through the worker for a card: loading until the answer of the current round
 * arrives, its translated failure otherwise; `reload` starts a new round. `load` must be stable.
 */
export function useLoaded<T>(load: () => Promise<T>) {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<{ round: number; outcome: Outcome<T> } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setResult({ round, outcome: { state: 'ready', value } }),
      (error: unknown) =>
        live && setResult({ round, outcome: { state: 'failed', error: errorText(t, error) } }),
    );
    return () => {
      live = false;
    };
  }, [load, round, t]);
  const loaded: Loaded<T> =
    result && result.round === round ? result.outcome : { state: 'loading' };
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { loaded, reload };
}
