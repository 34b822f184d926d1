import { syncTable as syncTableEndpoint } from '../../api/endpoints/receivables/sync-table';
import type { HttpClient } from '../../api/http/client';
import { createChangeSet, type ChangeSet } from './change-set';
import type { TableLayout } from './table-layouts';

export const SYNC_PAGE_LIMIT = 50_000;
/** A page of 50,000 rows is about 6 MB of JSON: more than the default timeout allows on a slow link. */
const PAGE_TIMEOUT_MS = 120_000;

export interface PulledChanges {
  changes: ChangeSet;
  serverVersion: string;
  nextSeq: number;
}

export interface PullOptions {
  sinceSeq: number;
  /** The version the local copy was built from; a different one restarts the pull from 0. */
  knownVersion: string | undefined;
  signal: AbortSignal;
  onProgress(loaded: number, total: number): void;
  pageLimit?: number;
}

type Call = HttpClient['call'];

/**
 * Pulls every change of a table after `sinceSeq`, page by page, into one change set; nothing
 * is written here. The first page asks the server how many changes there are (`remaining`) for
 * the progress total, which grows if more arrive than announced. A server whose version
 * differs from `knownVersion` was reseeded: the pull starts over from 0 and the answer's
 * `sinceSeq === 0` tells the caller to replace the table instead of patching it.
 */
export async function pullChanges(
  call: Call,
  layout: TableLayout,
  options: PullOptions,
): Promise<PulledChanges & { fromScratch: boolean }> {
  let since = options.sinceSeq;
  let changes = createChangeSet(layout);
  let loaded = 0;
  let total = 0;
  let first = true;
  for (;;) {
    const page = await call(
      syncTableEndpoint,
      {
        params: { table: layout.table },
        body: {
          sinceSeq: since,
          limit: options.pageLimit ?? SYNC_PAGE_LIMIT,
          countRemaining: first,
        },
      },
      { signal: options.signal, timeoutMs: PAGE_TIMEOUT_MS, silent: true },
    );
    if (first && since > 0 && page.version !== options.knownVersion) {
      // Reseeded: the local copy is void; start from scratch (it stays on disk until the commit).
      since = 0;
      options = { ...options, sinceSeq: 0 };
      changes = createChangeSet(layout);
      continue;
    }
    if (first) total = page.remaining ?? page.rows.length + page.deleted.length;
    first = false;
    changes.addPage(page);
    loaded += page.rows.length + page.deleted.length;
    total = Math.max(total, loaded);
    options.onProgress(loaded, total);
    since = page.nextSeq;
    if (page.done) {
      return {
        changes,
        serverVersion: page.version,
        nextSeq: since,
        fromScratch: options.sinceSeq === 0,
      };
    }
  }
}
