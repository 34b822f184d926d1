import { useEffect, useState, useSyncExternalStore } from 'react';
import type { WindowAnswer } from './window-source';
import { createWindowedRows, type FetchWindow, type WindowedRows } from './windowed-rows';

/**
 * The rows of the view `fetch` answers, fetched window by window as the table asks. A new
 * `resetKey` is a new query (back to the first row); a new `dataKey` is new data under the same
 * query (the rows in view are fetched again and stay in view).
 */
export function useWindowedRows<Row, Answer extends WindowAnswer<Row>>(
  fetch: FetchWindow<Answer>,
  resetKey: string,
  dataKey: string,
): WindowedRows<Row, Answer> {
  const [rows] = useState(() => createWindowedRows<Row, Answer>());
  useSyncExternalStore(rows.subscribe, rows.getSnapshot);
  // dataKey only triggers: the same fetch over new data must be asked again.
  useEffect(() => rows.show(fetch, resetKey), [rows, fetch, resetKey, dataKey]);
  useEffect(() => () => rows.stop(), [rows]);
  return rows;
}
