import { startTransition, useEffect, useState } from 'react';
import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ArDashboard, ArDashboardFilter } from '../../../../shared/dashboard/ar-dashboard';
import { createLatestCall, SupersededError } from '../../../components/virtual-table/latest-call';
import { useCore } from '../../../core/use-core';
import { receivablesStatus } from '../../../state/core-state';
import { runningSync } from '../sync-state';

export interface ArDashboardState {
  /** The latest answer; kept on screen while the next one is computed (no blank flash). */
  data: ArDashboard | null;
  /** True while an answer for the current filter (or data) is still coming. */
  loading: boolean;
  error: unknown;
}

/**
 * The dashboard for a filter. It asks again when the filter changes and when a sync ends (the
 * receivables status moves): the first answer comes from the server's calls, the one after the
 * first sync from the local cache, in the same shape, so the page changes figures, not layout.
 */
export function useArDashboard(filter: ArDashboardFilter): ArDashboardState {
  useSignals();
  const core = useCore();
  const [call] = useState(createLatestCall);
  const filterKey = JSON.stringify(filter);
  // A sync is running: until the cache holds every table (financings too, which no dataset's
  // status shows) the worker asks the server for the cards only, and the charts come with the
  // local figures (ArDashboard.awaitingSync); with every table held it answers locally anyway.
  // Asked only once the statuses are known: the page starts the first sync when they say
  // nothing is stored yet.
  // Read through computed keys: the component renders again when a key changes, not at every
  // status event of a sync (each one would render the whole page in one task).
  const awaitingSync = useComputed(() => runningSync.value !== null).value;
  // Only finished syncs matter: progress events would ask again for nothing. The sync's own end
  // counts too: financings are synced after every dataset's tables and move no dataset's status,
  // and until they are in, the worker still answers from the server (the page stayed there).
  const syncedKey = useComputed(() =>
    receivablesStatus.value
      ?.map((status) => `${status.dataset}:${status.syncedAt ?? ''}`)
      .join(','),
  ).value;
  const dataKey = `${awaitingSync}|${syncedKey ?? ''}`;
  const known = syncedKey !== undefined;
  const askKey = `${filterKey}|${dataKey}`;
  // What was last answered, and for which question: loading is "not answered for this one yet".
  const [answer, setAnswer] = useState<{ key: string; data: ArDashboard | null; error: unknown }>({
    key: '',
    data: null,
    error: null,
  });

  useEffect(() => {
    if (!known) return;
    let live = true;
    call(() =>
      core.dashboards.ar(JSON.parse(filterKey) as ArDashboardFilter, { awaitingSync }),
    ).then(
      (data) => {
        // A transition: React renders the new figures in slices of a few ms, yielding between
        // them, instead of the whole dashboard in one long task (issue 19's 50 ms bar).
        if (live) startTransition(() => setAnswer({ key: askKey, data, error: null }));
      },
      (error: unknown) => {
        if (live && !(error instanceof SupersededError)) {
          setAnswer((current) => ({ ...current, key: askKey, error }));
        }
      },
    );
    return () => {
      live = false;
    };
  }, [call, core, filterKey, askKey, known, awaitingSync]);

  return { data: answer.data, error: answer.error, loading: answer.key !== askKey };
}
