import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseCashflowQuery, writeCashflowQuery, type CashflowQuery } from './cashflow-query';

/** The grain and currency, read from and written to the URL (replacing the history entry). */
export function useCashflowQuery(): [CashflowQuery, (change: Partial<CashflowQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseCashflowQuery(params), [params]);
  const update = useCallback(
    (change: Partial<CashflowQuery>) =>
      setParams((current) => writeCashflowQuery({ ...parseCashflowQuery(current), ...change }), {
        replace: true,
      }),
    [setParams],
  );
  return [query, update];
}
