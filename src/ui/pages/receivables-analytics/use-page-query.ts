import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePageQuery, writePageQuery, type PageQuery } from './page-query';

export type UpdateQuery = (change: (query: PageQuery) => PageQuery, push?: boolean) => void;

/**
 * The page's query, read from and written to the URL. Filters replace the history entry (typing
 * must not add one per keystroke); a tab switch pushes one, so Back returns to the previous tab.
 */
export function usePageQuery(): [PageQuery, UpdateQuery] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parsePageQuery(params), [params]);
  const update = useCallback<UpdateQuery>(
    (change, push = false) =>
      setParams((current) => writePageQuery(change(parsePageQuery(current))), {
        replace: !push,
      }),
    [setParams],
  );
  return [query, update];
}
