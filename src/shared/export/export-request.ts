import type { InterestRateKey } from '../finance-order/interest-rate-display';
import type { IntentionState } from '../org-info/intention-lifecycle';
import type { ListState } from '../page-declaration/list-state';
import type { DatasetId } from '../receivables/datasets';
import type { ViewQuery } from '../receivables/view-types';

/**
 * What the UI asks the worker's export engine for (issue 6): plain data, so it crosses the
 * boundary as is. The rows never cross; the finished file comes back as a Blob made in the worker.
 */
export type ExportFormat = 'xlsx' | 'csv';

/** How a column's values are written (the writer's value types). */
export type ExportValueType = 'text' | 'number' | 'money' | 'percent' | 'date' | 'datetime';

export interface ExportColumnRequest {
  key: string;
  /** The header, already in the user's language. */
  title: string;
  type: ExportValueType;
  widthPx?: number;
  /** money: the row field holding the row's currency (JPY has no decimals). */
  currencyField?: string;
  /** An enum column's dictionary group (a server export's `grp`). */
  dictionary?: string;
  /** Codes written as the labels the table shows (dictionary values in the user's language). */
  labels?: Readonly<Record<string, string>>;
  /**
   * Whether the summary rows sum it: as the page's table sums it (the declaration's `summable`,
   * a dataset's `sumBy`). Absent: every number, money and percent column is summed.
   */
  summable?: boolean;
}

/**
 * Where the rows come from: a server list page (fetched in pages), a locally cached dataset, or
 * the financing intentions of /org/info in one state (docs/financing-intentions.md), whose price
 * column the worker words with `rateWords` (the interest-rate texts in the user's language).
 */
export type ExportSource =
  | { kind: 'page'; pageId: string; state: ListState; isEqual: string | null }
  | { kind: 'dataset'; dataset: DatasetId; query: ViewQuery }
  | {
      kind: 'intentions';
      state: IntentionState | 'ALL';
      rateWords: Readonly<Record<InterestRateKey, string>>;
    };

export interface ExportRequest {
  source: ExportSource;
  format: ExportFormat;
  /** The visible columns in their order. */
  columns: readonly ExportColumnRequest[];
  /** The page's title in the user's language; the file is `{title}_{YYYYMMDD}.{ext}`. */
  title: string;
  /** The user's time zone (`+8`, `UTC-05:00`…): the date suffix and date-times are in it. */
  timeZone: string;
  /** The UI language (`en-US`, `zh-CN`): a server export writes its labels in it. */
  language: string;
  /** A leading 1…n column with this header, when the page configures it. */
  sequenceTitle?: string;
  /** Summary rows (per currency) with this label, when the page configures them. */
  summaryLabel?: string;
}

/** Progress of a running export: rows written of the rows to write. */
export interface ExportProgress {
  written: number;
  total: number;
  /** 'finishing': every row is written and the file is being closed (zip, Blob); rows otherwise. */
  stage?: 'rows' | 'finishing';
}

/**
 * A finished export, as it crosses to the main thread: the file as a Blob made in the worker. A
 * Blob crosses as a handle; wrapping a 70 MB buffer in a Blob on the main thread copied it there
 * in one task of 60 ms (the browser bench's csv export of a million rows).
 */
export interface ExportedFile {
  fileName: string;
  blob: Blob;
  rows: number | null;
}
