import type { HttpClient } from '../../api/http/client';
import type { SyncStateRecord } from '../../db/records';
import type { ChunkStore } from '../../db/storage';
import { ApiError, isApiError } from '../../shared/errors/api-error';
import type { CoreEvent } from '../../shared/events';
import { DATASET_IDS, DATASETS, type DatasetId } from '../../shared/receivables/datasets';
import type {
  DatasetStatus,
  OptionCountView,
  SyncPhase,
  ViewFilter,
  ViewQuery,
  ViewWindow,
} from '../../shared/receivables/view-types';
import { cancelledError } from '../core/cancellation';
import type { Table } from '../query/types';
import { warm } from '../query/warm-table';
import { buyerNames, datasetTable, datasetView, rawEngineTable, releasable } from './dataset-table';
import { createDatasetView } from './dataset-view';
import { claimCache } from './ownership';
import { RECEIVABLES_SYNC_LOCK, uncontendedSyncLocks, type SyncLocks } from './sync-lock';
import {
  commitTable,
  pullTable,
  sameState,
  type LoadedTable,
  type SyncedTable,
} from './sync-table';
import { syncTablesInOrder } from './table-pipeline';
import { CACHED_TABLES, TABLE_LAYOUTS, writtenWith, type CachedTable } from './table-layouts';

export interface ReceivablesCacheDeps {
  chunks: ChunkStore;
  call: HttpClient['call'];
  /** The signed-in company, or null when nobody is signed in. */
  companyId(): string | null;
  emit(event: CoreEvent): void;
  locks?: SyncLocks;
  /** Tells other tabs a sync committed, and hears theirs (BroadcastChannel in the worker). */
  channel?: { post(): void; listen(onSynced: () => void): void };
  now?(): number;
  /** A monotonic clock in ms for `loadMs` (performance.now by default). */
  clock?(): number;
  pageLimit?: number;
  chunkRows?: number;
  /** How a warm-up slice gives way to other work (a turn of the event loop; tests hold it). */
  warmPause?: () => Promise<void>;
}

const mainTable = (dataset: DatasetId) => DATASETS[dataset].tables[0] as CachedTable;
const tablesOf = (dataset: DatasetId) => DATASETS[dataset].tables as readonly CachedTable[];

// A preview visitor (exhibition link) has no company, so there is nothing to cache or show.
const notSignedIn = () =>
  new ApiError({
    kind: 'session',
    code: 401,
    message: 'not signed in',
    messageKey: 'receivables.sync.not_signed_in',
  });

/**
 * The worker's local-first receivables cache: loads the stored chunks on first use (no
 * network), answers views and option lists from them, and syncs them on request. Everything
 * it holds belongs to one company; another company's sign-in drops it first (ownership.ts).
 */
export function createReceivablesCache(deps: ReceivablesCacheDeps) {
  const now = deps.now ?? Date.now;
  const locks = deps.locks ?? uncontendedSyncLocks;
  let owner: string | null = null;
  let loading: Promise<void> | null = null;
  const tables = new Map<CachedTable, LoadedTable>();
  const built = new Map<DatasetId, Table>();
  /** Engine tables of whole cached tables (rawTable), rebuilt when their table commits. */
  const raw = new Map<CachedTable, Table>();
  let buyers: Map<string, string> | undefined;
  const views = new Map(DATASET_IDS.map((id) => [id, createDatasetView(DATASETS[id])]));
  const phases = new Map<DatasetId, Pick<DatasetStatus, 'phase' | 'error'>>();
  let running: Promise<unknown> = Promise.resolve();
  const clock = deps.clock ?? (() => performance.now());
  /** How long ready() took to read every table from the store (they are read together). */
  /** Sync states read at start; a table's chunks are read on first need (`loadedTable`). */
  const states = new Map<CachedTable, SyncStateRecord | undefined>();
  /** Time spent reading each table's chunks from the store. */
  const readMs = new Map<CachedTable, number>();
  /** Tables whose chunks (in memory, or let go) are the ones ready() read from the store (not a sync's). */
  const fromStore = new Set<CachedTable>();
  /**
   * Tables whose chunks were let go once their engine table was built (`releaseChunks`): read
   * from the store again if needed (a rebuild after the buyers change, an export of a dataset
   * that needs its own table), which is not a cold load.
   */
  const released = new Set<CachedTable>();
  /** Datasets built from the store whose first window is pending: when their build started. */
  const pendingLoad = new Map<DatasetId, number>();
  /** Reads of a table's chunks under way (`loadedTable`). */
  const reading = new Map<CachedTable, Promise<LoadedTable>>();
  /** Counts `forget()`s: a read begun before one does not fill the tables after it. */
  let forgotten = 0;
  const loadTimes = new Map<DatasetId, number>();
  /** The warm-up of each engine table in `raw` (docs/query-engine.md, "Cold queries"). */
  const warmups = new Map<
    CachedTable,
    { table: Table; stop: AbortController; release: () => boolean }
  >();
  /**
   * Warm-ups held while this tab syncs (issue 21): they share the worker's thread with reading
   * the sync's pages, and a table synced later may replace theirs. Started when the sync ends.
   */
  const heldWarmups = new Map<CachedTable, { table: Table; release: () => boolean }>();
  let syncing = 0;

  /**
   * Builds the table's columns and caches in slices, so the first query of each kind is as
   * fast as the next. Its first slice runs after the task that built the table, so the answer
   * being computed (the first window) goes out first.
   */
  function startWarm(name: CachedTable, table: Table, release: () => boolean) {
    stopWarm(name);
    if (syncing > 0) {
      // A query meanwhile still builds what it needs, as it does mid-warm.
      heldWarmups.set(name, { table, release });
      return;
    }
    const stop = new AbortController();
    warmups.set(name, { table, stop, release });
    void warm(table, {
      signal: stop.signal,
      ...(deps.warmPause ? { pause: deps.warmPause } : {}),
    })
      .then((result) => {
        if (result !== 'done' || raw.get(name) !== table) return;
        if (warmups.get(name)?.table === table) warmups.delete(name);
        // Every column is built: the chunks are a second copy of them (issue 21, memory).
        if (release()) releaseChunks(name);
      })
      .catch(() => undefined);
  }

  /**
   * Lets go of a table's chunks once its engine table no longer reads them: they stay in the
   * store, and the next sync of the table reads them from there (sync-table.ts), as another
   * tab's commit makes it do anyway.
   */
  function releaseChunks(name: CachedTable) {
    const loaded = tables.get(name);
    if (!loaded) return;
    states.set(name, loaded.state);
    tables.delete(name);
    // Still in `fromStore` if it came from there: its engine table is still the one read.
    released.add(name);
  }

  function stopWarm(name?: CachedTable) {
    for (const [table, { stop }] of warmups) {
      if (name !== undefined && table !== name) continue;
      stop.abort();
      warmups.delete(table);
    }
    if (name === undefined) heldWarmups.clear();
    else heldWarmups.delete(name);
  }

  /** A sync begins: warm-ups under way stop where they are (what they built stays built). */
  function holdWarmups() {
    syncing++;
    for (const [name, { table, stop, release }] of warmups) {
      stop.abort();
      heldWarmups.set(name, { table, release });
    }
    warmups.clear();
  }

  /** The sync ended (done, failed or cancelled): the held warm-ups of tables still in use go on. */
  function resumeWarmups() {
    syncing--;
    if (syncing > 0) return;
    const held = [...heldWarmups];
    heldWarmups.clear();
    for (const [name, { table, release }] of held) {
      if (raw.get(name) === table) startWarm(name, table, release);
    }
  }

  const forget = () => {
    forgotten++;
    reading.clear();
    stopWarm();
    loading = null;
    tables.clear();
    states.clear();
    readMs.clear();
    fromStore.clear();
    released.clear();
    pendingLoad.clear();
    built.clear();
    raw.clear();
    buyers = undefined;
  };

  /** Loads (once per company) what IndexedDB holds; answers the signed-in company. */
  async function ready(): Promise<string | null> {
    const company = deps.companyId();
    if (company === null) {
      owner = null;
      forget();
      return null;
    }
    if (owner !== company || !loading) {
      forget();
      owner = company;
      const load = (async () => {
        await claimCache(deps.chunks, company);
        // Only the sync states now (a few records): chunks are read per table on first need,
        // so the due balance does not wait for the payments and dilutions it never shows.
        for (const table of CACHED_TABLES) {
          const state = await deps.chunks.syncState(table);
          // Chunks of an older layout are never decoded: the table counts as not synced yet.
          states.set(table, writtenWith(state, TABLE_LAYOUTS[table]) ? state : undefined);
        }
      })();
      loading = load;
      load.catch(() => {
        if (loading === load) loading = null; // the next call tries again
      });
    }
    await loading;
    return company;
  }

  /** A table's sync state: this tab's latest commit, else what the store held at start. */
  const stateOf = (name: CachedTable): SyncStateRecord | undefined =>
    tables.get(name)?.state ?? states.get(name);

  /**
   * What the cached tables hold, as one string (company, and each table's server data version
   * and change sequence), or null before every table has synced: equal stamps, equal rows.
   */
  async function stamp(): Promise<string | null> {
    const company = await ready();
    if (company === null) return null;
    const parts = [company];
    for (const name of CACHED_TABLES) {
      const state = stateOf(name);
      if (!state) return null;
      parts.push(`${name}:${state.serverVersion ?? ''}:${state.version}:${state.rowCount}`);
    }
    return parts.join('|');
  }

  function statuses(): DatasetStatus[] {
    return DATASET_IDS.map((dataset) => {
      const main = mainTable(dataset);
      const state = stateOf(main);
      const phase = phases.get(dataset) ?? { phase: 'idle' as SyncPhase };
      return {
        dataset,
        rowCount: state?.rowCount ?? 0,
        syncedAt: state?.syncedAt ?? null,
        phase: phase.phase,
        ...(phase.error ? { error: phase.error } : {}),
        ...(loadTimes.has(dataset) ? { loadMs: loadTimes.get(dataset) } : {}),
      };
    });
  }

  const emitStatus = () => deps.emit({ type: 'receivables-status', statuses: statuses() });

  /**
   * A table's chunks, read from the store the first time they are needed. Callers meanwhile
   * share that read: the dashboards and the list below them ask for the same table at start,
   * and two reads of a million rows at once made each take twice as long.
   */
  function loadedTable(name: CachedTable): Promise<LoadedTable> {
    const known = tables.get(name);
    if (known) return Promise.resolve(known);
    let read = reading.get(name);
    if (!read) {
      read = readTable(name).finally(() => {
        if (reading.get(name) === read) reading.delete(name);
      });
      reading.set(name, read);
    }
    return read;
  }

  async function readTable(name: CachedTable): Promise<LoadedTable> {
    const started = clock();
    const generation = forgotten;
    const state = states.get(name);
    const chunks = state ? await deps.chunks.list(name) : [];
    // Signed out meanwhile: these rows are not the next company's.
    if (generation !== forgotten) return { state, chunks };
    // A sync may have committed this table while the store was being read.
    const raced = tables.get(name);
    if (raced) return raced;
    const loaded = { state, chunks };
    tables.set(name, loaded);
    if (released.delete(name)) return loaded;
    fromStore.add(name);
    readMs.set(name, clock() - started);
    return loaded;
  }

  async function table(dataset: DatasetId): Promise<Table> {
    if ((await ready()) === null) throw notSignedIn();
    let t = built.get(dataset);
    if (!t) {
      const started = clock();
      const generation = forgotten;
      // A view of the row table's engine table: the dashboards read the same columns.
      const base = await rawTable(mainTable(dataset));
      t = built.get(dataset);
      if (t) return t;
      // Load time: from here (reading the chunks it needs from the store) to its first window.
      if (tablesOf(dataset).every((name) => fromStore.has(name))) pendingLoad.set(dataset, started);
      const view = datasetView(DATASETS[dataset], base);
      const own = view
        ? undefined
        : datasetTable(
            DATASETS[dataset],
            (await loadedTable(mainTable(dataset))).chunks,
            buyers ?? new Map(),
          );
      if (generation !== forgotten) throw notSignedIn();
      t = built.get(dataset);
      if (t) return t;
      t = view ?? (own as Table);
      built.set(dataset, t);
    }
    return t;
  }

  /** One whole cached table for the engine (dashboards, forecast): empty before its first sync. */
  async function rawTable(name: CachedTable): Promise<Table> {
    if ((await ready()) === null) throw notSignedIn();
    let t = raw.get(name);
    if (!t) {
      // The buyers' chunks only until their names are known (they may have been let go since).
      const generation = forgotten;
      const names = buyers ?? buyerNames((await loadedTable('buyers')).chunks);
      const rows = await loadedTable(name);
      if (generation !== forgotten) throw notSignedIn();
      t = raw.get(name);
      if (t) return t;
      buyers ??= names;
      const engine = releasable(rawEngineTable(name, rows.chunks, buyers));
      t = engine.table;
      raw.set(name, t);
      startWarm(name, t, engine.release);
    }
    return t;
  }

  /** A table committed: its datasets' engine tables are rebuilt on next use. */
  function replaced(table: CachedTable, synced: SyncedTable) {
    const inUse = raw.has(table) || (table === 'buyers' && buyers !== undefined);
    const known = tables.get(table);
    if (inUse && sameRows(stateOf(table), synced.state)) {
      // The sync brought no change: what was built from the table stays, warmed (and its
      // chunks let go, if they were); only the state (synced at) is new.
      if (known) tables.set(table, { state: synced.state, chunks: synced.chunks ?? known.chunks });
      else states.set(table, synced.state);
      return;
    }
    fromStore.delete(table);
    released.delete(table);
    // A read begun before this commit may hold the rows it replaced: the next use reads again.
    reading.delete(table);
    if (synced.chunks) tables.set(table, { state: synced.state, chunks: synced.chunks });
    else {
      // No change, and the sync did not read the stored chunks: the next use reads them, as
      // after a release (not a cold load).
      tables.delete(table);
      states.set(table, synced.state);
      released.add(table);
    }
    raw.delete(table);
    stopWarm(table);
    if (table === 'buyers') {
      buyers = undefined;
      built.clear();
      raw.clear();
      stopWarm();
    }
    for (const dataset of DATASET_IDS) {
      if (!tablesOf(dataset).includes(table)) continue;
      pendingLoad.delete(dataset);
      if (mainTable(dataset) === table) built.delete(dataset);
    }
  }

  /**
   * The tables in order (runSync, under the lock): each pulled, then committed in its own
   * transaction, the next one's pull under way while the previous one commits (table-pipeline.ts).
   */
  async function syncTables(
    company: string,
    order: readonly CachedTable[],
    wanted: readonly DatasetId[],
    signal: AbortSignal,
  ) {
    const tableDeps = {
      call: deps.call,
      chunks: deps.chunks,
      companyId: company,
      now,
      ...limits(deps),
    };
    // Read before any commit: a read would wait for the commit under way in IndexedDB. Under
    // the lock no other tab commits, so they stay what the store holds until each table's own.
    const stored = new Map<CachedTable, SyncStateRecord | undefined>();
    for (const name of order) stored.set(name, await deps.chunks.syncState(name));
    const done = new Set<CachedTable>();
    await syncTablesInOrder(order, signal, {
      pull: (name, pullSignal, onProgress) =>
        pullTable(tableDeps, TABLE_LAYOUTS[name], pullSignal, onProgress, stored.get(name)),
      progress: (name, loadedRows, total) =>
        deps.emit({ type: 'sync-progress', table: name, loaded: loadedRows, total, done: false }),
      async commit(name, pulled) {
        // Chunks let go after their table was built are read from the store by commitTable.
        const loaded = await commitTable(
          tableDeps,
          TABLE_LAYOUTS[name],
          pulled,
          signal,
          tables.get(name),
        );
        if (owner !== company) throw cancelledError(); // signed out or switched meanwhile
        replaced(name, loaded);
        done.add(name);
        deps.emit({
          type: 'sync-progress',
          table: name,
          loaded: loaded.state.rowCount,
          total: loaded.state.rowCount,
          done: true,
        });
        for (const dataset of wanted) {
          if (tablesOf(dataset).every((t) => done.has(t))) phases.set(dataset, { phase: 'idle' });
        }
        emitStatus();
      },
    });
  }

  /** `datasets` undefined: every cached table, financings included (they back no dataset). */
  async function runSync(
    signal: AbortSignal,
    datasets: readonly DatasetId[] | undefined,
  ): Promise<DatasetStatus[]> {
    const company = await ready();
    if (company === null) throw notSignedIn();
    const wanted = [...new Set(datasets ?? DATASET_IDS)];
    // Buyers first: every dataset needs them for the buyer name.
    const order = datasets
      ? CACHED_TABLES.filter((t) => wanted.some((d) => tablesOf(d).includes(t)))
      : CACHED_TABLES;
    for (const dataset of wanted) phases.set(dataset, { phase: 'syncing' });
    emitStatus();
    try {
      await locks.request(RECEIVABLES_SYNC_LOCK, { signal }, async () => {
        holdWarmups();
        try {
          await syncTables(company, order, wanted, signal);
        } finally {
          resumeWarmups();
        }
      });
    } catch (caught) {
      const error = asApiError(caught, signal);
      for (const dataset of wanted) {
        if (phases.get(dataset)?.phase !== 'syncing') continue;
        phases.set(
          dataset,
          error.kind === 'cancelled'
            ? { phase: 'cancelled' }
            : {
                phase: 'failed',
                error: {
                  messageKey: error.messageKey ?? 'receivables.sync.failed',
                  message: error.message,
                },
              },
        );
      }
      emitStatus();
      throw error;
    }
    deps.channel?.post();
    return statuses();
  }

  function sync(signal: AbortSignal, datasets?: readonly DatasetId[]): Promise<DatasetStatus[]> {
    const next = running.then(
      () => runSync(signal, datasets),
      () => runSync(signal, datasets),
    );
    running = next.catch(() => undefined);
    return next;
  }

  deps.channel?.listen(() => {
    // Another tab committed a sync: reload from IndexedDB on next use, and say so.
    forget();
    void ready()
      .then(emitStatus)
      .catch(() => undefined);
  });

  return {
    async status(): Promise<DatasetStatus[]> {
      await ready();
      return statuses();
    },
    /**
     * Syncs of one tab run one after another; across tabs the Web Lock serialises them. Without
     * `datasets`, every cached table (financings too, which no dataset names).
     */
    sync,
    /** Brings every cached table, financings included, up to date. */
    syncAll(signal: AbortSignal): Promise<DatasetStatus[]> {
      return sync(signal);
    },
    /** True once every cached table has been synced at least once for the signed-in company. */
    async synced(): Promise<boolean> {
      return (await stamp()) !== null;
    },
    stamp,
    rawTable,
    async view(
      dataset: DatasetId,
      query: ViewQuery,
      offset: number,
      limit: number,
    ): Promise<ViewWindow> {
      const t = await table(dataset);
      const window = (views.get(dataset) as ReturnType<typeof createDatasetView>).window(
        t,
        query,
        offset,
        limit,
      );
      const buildStarted = pendingLoad.get(dataset);
      if (buildStarted !== undefined && built.get(dataset) === t) {
        // The first window of a table loaded from the store: queryable now (docs/receivables-sync.md).
        pendingLoad.delete(dataset);
        loadTimes.set(dataset, Math.round(clock() - buildStarted));
        emitStatus();
      }
      return window;
    },
    /** The table and its filtered, sorted row ids, for an export that reads every row. */
    async exportView(
      dataset: DatasetId,
      query: ViewQuery,
    ): Promise<{ table: Table; ids: Uint32Array }> {
      const t = await table(dataset);
      const ids = (views.get(dataset) as ReturnType<typeof createDatasetView>).orderedIds(t, query);
      return { table: t, ids };
    },
    async options(
      dataset: DatasetId,
      field: string,
      filters: ViewFilter[],
    ): Promise<OptionCountView[]> {
      const t = await table(dataset);
      return (views.get(dataset) as ReturnType<typeof createDatasetView>).options(
        t,
        field,
        filters,
      );
    },
  };
}

export type ReceivablesCache = ReturnType<typeof createReceivablesCache>;

/** The same rows: the server's change sequence did not move, nor its data version or layout. */
const sameRows = (before: SyncStateRecord | undefined, after: SyncStateRecord) =>
  before !== undefined &&
  sameState(before, after) &&
  before.layout === after.layout &&
  before.rowCount === after.rowCount &&
  before.chunkCount === after.chunkCount;

const limits = (deps: ReceivablesCacheDeps) => ({
  ...(deps.pageLimit ? { pageLimit: deps.pageLimit } : {}),
  ...(deps.chunkRows ? { chunkRows: deps.chunkRows } : {}),
});

/** Whatever stopped the sync, as an ApiError; an aborted lock wait or signal is a cancel. */
function asApiError(caught: unknown, signal: AbortSignal): ApiError {
  if (isApiError(caught)) return caught;
  if (signal.aborted) return cancelledError();
  const message = caught instanceof Error ? caught.message : String(caught);
  return new ApiError({ kind: 'contract', code: 0, message });
}
