import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListState } from '../../../shared/page-declaration/list-state';
import { decodeListQuery, encodeListQuery } from '../../../shared/page-declaration/route-query';
import type { PageDeclaration } from '../../../shared/page-declaration/types';

export interface OnceValue {
  peek: () => string | null;
  clear: () => void;
}

/**
 * The list state lives in the URL (query, filters, sort, page): a view can be bookmarked and
 * Back restores it. `isEqual` is read from the first address only and handed out once.
 */
export function useListUrlState(declaration: PageDeclaration) {
  const [query, setQuery] = useSearchParams();
  const decoded = useMemo(() => decodeListQuery(declaration, query), [declaration, query]);
  const isEqual = useRef(decoded.isEqual);
  // Peek, then clear once a query answered: StrictMode's discarded first effect must not use it up.
  const once = useMemo<OnceValue>(
    () => ({
      peek: () => isEqual.current,
      clear: () => {
        isEqual.current = null;
      },
    }),
    [],
  );
  const canonical = encodeListQuery(decoded.state).toString();
  const committed = query.toString();
  // The state this render shows, set again, is no change. PrimeReact's jump-to-page box reports
  // every page it is handed as a change, a render after the page is shown; React Router commits
  // the address in a transition, so that echo could land after a newer change (a sort clicked
  // right after paging) and write the older address back over it (docs/search-list.md).
  const setState = useCallback(
    (next: ListState) => {
      const encoded = encodeListQuery(next);
      if (encoded.toString() === canonical) return;
      setQuery(encoded, { replace: true });
    },
    [canonical, setQuery],
  );
  // An address typed, bookmarked or linked may hold keys the list does not read (outside its
  // whitelist, `isEqual`): it is replaced once by the state's own, so what the address shows
  // is what the list answers. Not while a newer navigation is on its way: the address it wrote
  // is already the list's own, and this older one must not be written back over it.
  useEffect(() => {
    if (canonical === committed) return;
    if (new URLSearchParams(window.location.search).toString() !== committed) return;
    setQuery(new URLSearchParams(canonical), { replace: true });
  }, [canonical, committed, setQuery]);
  return { state: decoded.state, setState, isEqual: once };
}
