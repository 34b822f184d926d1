import {
  SYNC_ARROW_MEDIA_TYPE,
  SYNC_TABLES,
  syncTable as syncTableEndpoint,
} from '../../api/endpoints/receivables/sync-table';
import type { EndpointData } from '../../api/contract/endpoint';
import type { HttpClient } from '../../api/http/client';
import { contractError } from '../../api/http/transport-errors';
import { CHUNK_ROWS } from './apply-changes';
import { createChangeSet, type ChangeSet } from './change-set';
import { pageTurn, type PageTurn } from './page-turn';
import { readArrowPage, type ArrowPageHead } from './sync-arrow-page';
import type { TableLayout } from './table-layouts';

export const SYNC_PAGE_LIMIT = 50_000;
/** A page of 50,000 rows is about 6 MB of JSON (≈ 1 MB of gzipped Arrow): more than the default timeout allows on a slow link. */
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
  /** The chunk size a pull from 0 encodes chunks ahead in (chunk-ahead.ts); CHUNK_ROWS. */
  chunkRows?: number;
}

type Call = HttpClient['call'];

/** A page asked for: its `sinceSeq`, when it may be read, and its answer. */
interface AskedPage {
  sinceSeq: number;
  turn: PageTurn;
  answer: Promise<PulledPage>;
}

/**
 * Pulls every change of a table after `sinceSeq`, page by page, into one change set; nothing
 * is written here. The first page asks the server how many changes there are (`remaining`) for
 * the progress total, which grows if more arrive than announced. A server whose version
 * differs from `knownVersion` was reseeded: the pull starts over from 0 and the answer's
 * `sinceSeq === 0` tells the caller to replace the table instead of patching it.
 *
 * The next page is asked for as soon as an Arrow page's head names its `nextSeq`, and read once
 * that page has ended (page-turn.ts): the server prepares page n + 1 while the worker reads page
 * n, rows are appended in page order, and no more than one page is ever ahead. A page asked
 * ahead that fails fails the pull when its turn comes; a cancel or a failed page aborts it.
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
  // One event per new figure: the page's end repeats its last batch's figure.
  let said = '';
  const report = (done: number, of: number) => {
    if (`${done}/${of}` === said) return;
    said = `${done}/${of}`;
    options.onProgress(done, of);
  };
  /** The page after the one being read, once its head named it. */
  let ahead: AskedPage | undefined;
  const ask = (sinceSeq: number, isFirst: boolean, turn: PageTurn): AskedPage => {
    const pull = options;
    const answer = pullPage(call, layout, changes, sinceSeq, isFirst, pull, turn, {
      onHead: (head) => {
        const reseeded = isFirst && sinceSeq > 0 && head.version !== pull.knownVersion;
        if (head.done || reseeded || ahead) return;
        ahead = ask(head.nextSeq, false, pageTurn(pull.signal));
      },
      onRows: (head, rows) => {
        // Progress per record batch of an Arrow answer; the first page announces the total.
        if (first && head.remaining !== undefined) total = head.remaining;
        total = Math.max(total, loaded + rows);
        report(loaded + rows, total);
      },
    });
    // Awaited when its turn comes; one dropped on the way out is no failure.
    answer.catch(() => undefined);
    return { sinceSeq, turn, answer };
  };
  try {
    for (;;) {
      let current = ahead?.sinceSeq === since ? ahead : undefined;
      if (!current) ahead?.turn.drop();
      ahead = undefined;
      current ??= ask(since, first, pageTurn(options.signal, true));
      current.turn.open();
      let page: PulledPage;
      try {
        page = await current.answer;
      } finally {
        current.turn.end();
      }
      if (first && since > 0 && page.version !== options.knownVersion) {
        // Reseeded: the local copy is void; start from scratch (it stays on disk until the commit).
        since = 0;
        options = { ...options, sinceSeq: 0 };
        changes = createChangeSet(layout);
        continue;
      }
      if (first) total = page.remaining ?? page.changeCount;
      first = false;
      loaded += page.changeCount;
      total = Math.max(total, loaded);
      report(loaded, total);
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
  } finally {
    ahead?.turn.drop();
  }
}

interface PulledPage {
  version: string;
  nextSeq: number;
  done: boolean;
  remaining?: number;
  /** Rows and tombstones of the page. */
  changeCount: number;
}

/**
 * One page into the change set. The call asks for Arrow (rows appended batch by batch as they
 * arrive, sync-arrow-page.ts) and reads JSON when that is what the server answers. An Arrow
 * body is read only when the page's `turn` has come.
 */
async function pullPage(
  call: Call,
  layout: TableLayout,
  changes: ChangeSet,
  since: number,
  first: boolean,
  options: PullOptions,
  turn: PageTurn,
  events: {
    onHead(head: ArrowPageHead): void;
    onRows(head: ArrowPageHead, rows: number): void;
  },
): Promise<PulledPage> {
  const answer = await call(
    syncTableEndpoint,
    {
      params: { table: layout.table },
      body: { sinceSeq: since, limit: options.pageLimit ?? SYNC_PAGE_LIMIT, countRemaining: first },
    },
    {
      signal: turn.signal,
      timeoutMs: PAGE_TIMEOUT_MS,
      silent: true,
      // Before the page's other calls for a connection (the dashboard's server figures are low).
      priority: 'high',
      // A JSON answer is checked below in one pass (a schema parse copies every cell of 50,000 rows).
      validate: false,
      binary: {
        accept: `${SYNC_ARROW_MEDIA_TYPE}, application/json;q=0.5`,
        read: async (response) => {
          await turn.wait();
          // A pull from 0: the chunks the pages so far fill are encoded now, while the server
          // reads this page's first batch, rather than all after the last page.
          if (options.sinceSeq === 0) changes.encodeAhead(options.chunkRows ?? CHUNK_ROWS);
          let head: ArrowPageHead | undefined;
          return readArrowPage(response, changes.arrowPage(), {
            onHead: (h) => {
              head = h;
              events.onHead(h);
            },
            onRows: (rows) => {
              if (head) events.onRows(head, rows);
            },
          });
        },
      },
    },
  );
  if (isArrowAnswer(answer)) {
    return { ...answer, changeCount: answer.rowCount + answer.deleted.length };
  }
  await turn.wait();
  const page = checkedPage(answer);
  changes.addPage(page);
  return { ...page, changeCount: page.rows.length + page.deleted.length };
}

const isArrowAnswer = (answer: unknown): answer is ArrowPageHead & { rowCount: number } =>
  typeof answer === 'object' && answer !== null && 'rowCount' in answer;

type SyncAnswer = EndpointData<typeof syncTableEndpoint>;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/**
 * The sync answer's declared shape (`syncTable.data`), checked in one loop without copying: a
 * wrong shape is a contract error naming the first bad path, as the client's schema check
 * would give.
 */
export function checkedPage(raw: unknown): SyncAnswer {
  const fail = (path: string): never => {
    throw contractError(
      syncTableEndpoint.id,
      `unexpected response from ${syncTableEndpoint.id}: ${path}: invalid value`,
      200,
    );
  };
  if (typeof raw !== 'object' || raw === null) return fail('(data)');
  const page = raw as Record<string, unknown>;
  if (!(SYNC_TABLES as readonly unknown[]).includes(page.table)) fail('table');
  if (typeof page.version !== 'string') fail('version');
  const { columns, rows, deleted } = page;
  if (!Array.isArray(columns)) return fail('columns');
  for (let i = 0; i < columns.length; i++) if (typeof columns[i] !== 'string') fail(`columns.${i}`);
  if (!Array.isArray(rows)) return fail('rows');
  for (let i = 0; i < rows.length; i++) {
    const row: unknown = rows[i];
    if (!Array.isArray(row)) return fail(`rows.${i}`);
    for (let k = 0; k < row.length; k++) {
      const cell: unknown = row[k];
      const t = typeof cell;
      if (cell !== null && t !== 'string' && t !== 'number' && t !== 'boolean')
        fail(`rows.${i}.${k}`);
    }
  }
  if (!Array.isArray(deleted)) return fail('deleted');
  for (let i = 0; i < deleted.length; i++) {
    const tombstone: unknown = deleted[i];
    if (
      !Array.isArray(tombstone) ||
      tombstone.length !== 2 ||
      typeof tombstone[0] !== 'string' ||
      typeof tombstone[1] !== 'number'
    )
      fail(`deleted.${i}`);
  }
  if (!isInt(page.nextSeq)) fail('nextSeq');
  if (typeof page.done !== 'boolean') fail('done');
  if (page.remaining !== undefined && !(isInt(page.remaining) && page.remaining >= 0))
    fail('remaining');
  return page as unknown as SyncAnswer;
}
