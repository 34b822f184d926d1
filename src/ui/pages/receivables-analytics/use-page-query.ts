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
      // From the address bar, not the router's `current`: that is the last rendered URL, and the
      // router renders URL changes in a transition, so two writes close together (a field's blur
      // right after its last keystroke, one field after another) undid each other.
      setParams(
        () => writePageQuery(change(parsePageQuery(new URLSearchParams(window.location.search)))),
        { replace: !push },
      ),
    [setParams],
  );
  return [query, update];
}
