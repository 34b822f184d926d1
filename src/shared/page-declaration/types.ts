import type { RouteId } from '../routes/paths';

/**
 * A search-list page as data (issue 5): one declaration drives the query form, the table, the
 * column preferences and the export. Pure: no React, no worker; both threads read it.
 * Texts are translation keys, never literal labels.
 */

/** How a cell is shown and summed. `money` names the row field holding its currency. */
export type ColumnValueType =
  | { kind: 'text' }
  | { kind: 'money'; currencyField?: string }
  /** Two decimals unless `decimals` says otherwise (spec 001 §9: "number 2"); counts say 0. */
  | { kind: 'number'; decimals?: number }
  | { kind: 'percent' }
  | { kind: 'date' }
  | { kind: 'datetime' }
  | { kind: 'enum'; dictionary: string }
  | { kind: 'link'; hrefTemplate: string };

export interface ColumnDeclaration {
  /** The row field, also the `orderByField` and filter name on the wire. */
  key: string;
  titleKey: string;
  type: ColumnValueType;
  /** Pixels; the table's scroll width is the sum of these plus 10. */
  width?: number;
  /** Summed over the whole filtered set in the summary row (number, money, percent only). */
  summable?: boolean;
  /** May appear as a closable filter tag and be prefilled from the route query. */
  filterable?: boolean;
  sortable?: boolean;
  /** Unchecked in the default column preferences. */
  hiddenByDefault?: boolean;
  /**
   * Stays in view while the table scrolls sideways: the identifying column on the left,
   * status and the main amount on the right (docs/search-list.md).
   */
  frozen?: 'left' | 'right';
  /** The cell links to this route, `:id` taken from the row's `idField` (no link when empty). */
  link?: { routeId: RouteId; idField: string };
  /**
   * Shown only while the session acts in one of these company roles (a buyer's orders name the
   * supplier, a supplier's the buyer: docs/role-views.md); every role when absent.
   */
  companyRoles?: readonly string[];
}

export type SearchControlType = 'input' | 'select' | 'dateRange';

export interface SearchFieldDeclaration {
  /** The request field (`dateRange` sends `{key}Begin` / `{key}End`). */
  key: string;
  labelKey: string;
  control: SearchControlType;
  /** Options of a select: a session dictionary group. */
  dictionary?: string;
  /** Grid span of 24; 8 (three per row) when absent. */
  span?: number;
  /** Offered only while the session acts in one of these company roles; every role when absent. */
  companyRoles?: readonly string[];
}

export interface ActionDeclaration {
  id: string;
  labelKey: string;
  /** Shown when any one of these is held; none listed means not gated. */
  authorities: readonly string[];
  /** Acts on the selected rows; disabled while none is selected. */
  needsSelection?: boolean;
  /**
   * Irreversible: asks first, naming the record(s) it acts on (the page's `record` noun, number
   * and amount), then toasts the outcome.
   */
  confirm?: boolean;
  /**
   * What the action does to each selected record on the server (the generic record command):
   * removes it, or sets fields to values. Actions without it need a page's own handler.
   */
  record?:
    | { delete: true }
    | {
        set: Readonly<Record<string, string>>;
        /** A date field set to the server's current date (e.g. when a contract was signed). */
        today?: string;
        /** Refused unless the record's `field` holds one of `values` (a state it may leave). */
        onlyWhen?: { field: string; values: readonly string[] };
      };
  /** Opens this route for the (one) selected row, its row key as `:id`. */
  opensRoute?: RouteId;
  /**
   * Offered for the selection only while every selected row passes (e.g. a step the page's state
   * machine allows the acting company role); the server checks again, this only spares a refusal.
   */
  rowRule?: (row: Readonly<Record<string, unknown>>, companyRole: string | null) => boolean;
}

/** How the page's Export writes its file (issue 6, docs/exports.md). */
export interface ExportDeclaration {
  /** A leading sequence column 1…n. */
  sequence?: boolean;
  /** Summary rows (per currency) at the end; on by default when the table sums a column. */
  summary?: boolean;
  /**
   * The server writes the file (its `/excel/export` and `/csv/export`, src/api/endpoints/pages/
   * declared-exports.ts) and the client downloads it; otherwise the worker writes it.
   */
  server?: boolean;
}

export interface PageDeclaration {
  id: string;
  titleKey: string;
  /**
   * A declared endpoint id whose body follows the paged-request contract (contract/paged.ts).
   * `operation`: its list and export calls carry `isOperation: true` (finance orders, spec 001 §6).
   */
  source: { endpoint: string; operation?: boolean };
  /** Row field that identifies a row (selection, keys). */
  rowKey: string;
  columns: readonly ColumnDeclaration[];
  searchFields: readonly SearchFieldDeclaration[];
  actions: readonly ActionDeclaration[];
  /** When given, only these route-query keys prefill the page. */
  routeQueryWhitelist?: readonly string[];
  /** The list's route: its permission path gates the server's answer. */
  routeId?: RouteId;
  /** A row's detail page (`:id` = row key); the first cell of each row links there. */
  detailRouteId?: RouteId;
  /** The Export action's options; the columns are always the visible ones, in their order. */
  export?: ExportDeclaration;
  /**
   * What one row is called in confirmations and toasts: `nounKey` is an i18next key with plural
   * forms (`_one`/`_other`), `numberField` the business number, `amountField` the money column
   * shown beside it (in the row's `currency`).
   */
  record?: { nounKey: string; numberField: string; amountField?: string };
  /** Delay before an action's after-step; 900 ms when absent (spec 000 §4). */
  afterActionDelayMs?: number;
  /**
   * Why the list is empty when no filter is set (an i18next key), for a page whose records some
   * companies never have; the common "No data" when absent (docs/role-views.md).
   */
  emptyKey?: string;
}
