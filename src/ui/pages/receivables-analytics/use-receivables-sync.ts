import { useCallback, useEffect } from 'react';
import { isApiError } from '../../../shared/errors/api-error';
import type { Core } from '../../core/bridge';
import { receivablesStatus, session, syncProgress } from '../../state/core-state';
import { holdsReceivablesMenu } from './holds-receivables';
import { runningSync, syncOutcome } from './sync-state';

/**
 * Refresh and cancel for the cached receivables; on the page's first visit it reads the status
 * and, when nothing is cached yet and the menu grants the receivables, starts the first sync.
 */
export function useReceivablesSync(core: Core) {
  const refresh = useCallback(async () => {
    if (runningSync.value) return;
    const callId = crypto.randomUUID();
    runningSync.value = callId;
    syncOutcome.value = null;
    syncProgress.value = {};
    try {
      receivablesStatus.value = await core.receivables.sync(callId);
    } catch (error) {
      syncOutcome.value =
        isApiError(error) && error.kind === 'cancelled'
          ? { kind: 'cancelled' }
          : { kind: 'failed', error };
    } finally {
      runningSync.value = null;
    }
  }, [core]);

  const cancel = useCallback(() => {
    const callId = runningSync.value;
    if (callId) void core.cancel(callId);
  }, [core]);

  useEffect(() => {
    let live = true;
    void core.receivables.status().then(
      (statuses) => {
        if (!live) return;
        receivablesStatus.value = statuses;
        const empty = statuses.every((s) => s.syncedAt === null && s.phase !== 'syncing');
        // A preview visitor has no company to download, and a buyer or funder no receivables as
        // supplier (the server refuses their sync): neither starts one.
        if (empty && holdsReceivablesMenu(session.value?.authority)) void refresh();
      },
      () => {
        // Nothing can be read of the cache: known to be empty, so the dashboard asks the server.
        if (live && receivablesStatus.value === null) receivablesStatus.value = [];
      },
    );
    return () => {
      live = false;
    };
  }, [core, refresh]);

  return { refresh, cancel };
}
