import type { RouteId } from '../routes/paths';
import type { ColumnDeclaration, ColumnValueType, PageDeclaration } from './types';

/** Width of a column that declares none (spec 001 §9: 160 or 180 each). */
export const DEFAULT_COLUMN_WIDTH = 160;
/** Scroll width when no column declares a width (spec 000 §9). */
export const DEFAULT_SCROLL_WIDTH = 2200;
export const SELECTION_COLUMN_WIDTH = 40;

export interface TableColumn {
  key: string;
  titleKey: string;
  type: ColumnValueType;
  width: number;
  sortable: boolean;
  summable: boolean;
  /** Offers a column filter (text and enum columns: their values can be listed). */
  filterable: boolean;
  /** Optional so tables built outside a declaration (config forms) need not say it. */
  frozen?: 'left' | 'right';
  link?: { routeId: RouteId; idField: string };
}

const FROZEN_ORDER = { left: 0, none: 1, right: 2 } as const;

/** The columns shown, in the order of the preferences (all declared columns without them). */
export function tableColumns(
  declaration: PageDeclaration,
  visibleKeys?: readonly string[],
): TableColumn[] {
  const byKey = new Map(declaration.columns.map((c) => [c.key, c]));
  const keys =
    visibleKeys ?? declaration.columns.filter((c) => !c.hiddenByDefault).map((c) => c.key);
  return keys.flatMap((key) => {
    const c = byKey.get(key);
    return c ? [toTableColumn(c)] : [];
  });
}

/**
 * The columns as the table shows them: frozen columns stick to their edge, so they must be the
 * outermost ones: left-frozen first, right-frozen last, the given order kept within each group
 * (Array.prototype.sort is stable). The list page's export is given this same order; a server
 * export keeps the order its request lists.
 */
export function inFrozenOrder(columns: readonly TableColumn[]): TableColumn[] {
  return [...columns].sort(
    (a, b) => FROZEN_ORDER[a.frozen ?? 'none'] - FROZEN_ORDER[b.frozen ?? 'none'],
  );
}

const toTableColumn = (c: ColumnDeclaration): TableColumn => ({
  key: c.key,
  titleKey: c.titleKey,
  type: c.type,
  width: c.width ?? DEFAULT_COLUMN_WIDTH,
  sortable: c.sortable ?? false,
  summable: (c.summable ?? false) && isNumeric(c.type),
  filterable: (c.filterable ?? false) && (c.type.kind === 'text' || c.type.kind === 'enum'),
  ...(c.frozen ? { frozen: c.frozen } : {}),
  ...(c.link ? { link: c.link } : {}),
});

export const isNumeric = (type: ColumnValueType): boolean =>
  type.kind === 'money' || type.kind === 'number' || type.kind === 'percent';

/** Sum of the widths plus 10; 2200 when no column declares a width (spec 000 §9). */
export function scrollWidth(declaration: PageDeclaration, columns: readonly TableColumn[]): number {
  if (!declaration.columns.some((c) => c.width !== undefined)) return DEFAULT_SCROLL_WIDTH;
  return columns.reduce((sum, c) => sum + c.width, 0) + 10;
}

/** What the summary row sums: each summable column, split by its currency field if it has one. */
export interface SumRequest {
  field: string;
  currencyField: string | null;
}

export function sumRequests(declaration: PageDeclaration): SumRequest[] {
  return declaration.columns
    .filter((c) => c.summable && isNumeric(c.type))
    .map((c) => ({
      field: c.key,
      currencyField: c.type.kind === 'money' ? (c.type.currencyField ?? null) : null,
    }));
}
