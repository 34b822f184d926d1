import type { RouteId } from '../routes/paths';
import type {
  ActionDeclaration,
  ColumnDeclaration,
  ColumnValueType,
  SearchFieldDeclaration,
} from './types';

/**
 * Column, search-field and action shapes that many declared pages repeat. The builders fill in
 * what the pages agree on (every money column sums by default, every enum column sorts and
 * filters); a page states only how its column differs, so the declarations read as what is
 * particular to them.
 */

/** The flags a column may carry; absent and `false` mean the same, so only `true` is kept. */
export type ColumnFlags = Pick<
  ColumnDeclaration,
  'sortable' | 'summable' | 'filterable' | 'hiddenByDefault'
>;

/**
 * The same column, frozen or linked (or both): `frozen: 'left'` for the identifying column,
 * `'right'` for the main amount; `link` makes a business number open its record.
 */
export function columnWith(
  base: ColumnDeclaration,
  extra: Pick<ColumnDeclaration, 'frozen' | 'link'>,
): ColumnDeclaration {
  return { ...base, ...extra };
}

/** Identifiers and names: the user sorts by them and filters on them. */
const SORT_AND_FILTER: ColumnFlags = { sortable: true, filterable: true };

/**
 * One column with its flags in a fixed order, whatever order the caller wrote them in, so that
 * every declaration's data reads and serialises alike.
 */
function column(
  key: string,
  titleKey: string,
  type: ColumnValueType,
  width: number,
  flags: ColumnFlags,
): ColumnDeclaration {
  return {
    key,
    titleKey,
    type,
    width,
    ...(flags.sortable === true && { sortable: true }),
    ...(flags.summable === true && { summable: true }),
    ...(flags.filterable === true && { filterable: true }),
    ...(flags.hiddenByDefault === true && { hiddenByDefault: true }),
  };
}

/** A text column; sortable and filterable unless `flags` says otherwise (they replace, not add). */
export function textColumn(
  key: string,
  titleKey: string,
  width: number,
  flags: ColumnFlags = SORT_AND_FILTER,
): ColumnDeclaration {
  return column(key, titleKey, { kind: 'text' }, width, flags);
}

/**
 * An amount in the row's `currency`; sortable and summed in the summary row unless `flags` says
 * otherwise (a basis or principal repeated on every line would add up to nothing meaningful).
 */
export function moneyColumn(
  key: string,
  titleKey: string,
  width: number,
  flags: ColumnFlags = { sortable: true, summable: true },
): ColumnDeclaration {
  return column(key, titleKey, { kind: 'money', currencyField: 'currency' }, width, flags);
}

export function dateColumn(
  key: string,
  titleKey: string,
  width: number,
  flags: ColumnFlags = { sortable: true },
): ColumnDeclaration {
  return column(key, titleKey, { kind: 'date' }, width, flags);
}

export function dateTimeColumn(
  key: string,
  titleKey: string,
  width: number,
  flags: ColumnFlags = { sortable: true },
): ColumnDeclaration {
  return column(key, titleKey, { kind: 'datetime' }, width, flags);
}

/**
 * A plain count (days, instalments); sortable, never summed: a total of them means nothing.
 * Whole numbers, so it says 0 decimals (a number column's default is 2, spec 001 §9).
 */
export function numberColumn(key: string, titleKey: string, width: number): ColumnDeclaration {
  return column(key, titleKey, { kind: 'number', decimals: 0 }, width, { sortable: true });
}

/** A code shown through a session dictionary; sortable and filterable unless `flags` says otherwise. */
export function enumColumn(
  key: string,
  titleKey: string,
  dictionary: string,
  width: number,
  flags: ColumnFlags = SORT_AND_FILTER,
): ColumnDeclaration {
  return column(key, titleKey, { kind: 'enum', dictionary }, width, flags);
}

/**
 * A record's `status`, each page naming the dictionary of its own states; frozen on the right so
 * the state of a row stays in view however far the table scrolls.
 */
export function statusColumn(dictionary: string, width: number): ColumnDeclaration {
  return { ...enumColumn('status', 'pages.col.status', dictionary, width), frozen: 'right' };
}

/**
 * Filterable only: a list is narrowed to one currency, never ordered by its code. Shown as its
 * code (USD), not the dictionary's name ("US Dollar"): the code is what the amounts beside it use.
 */
export const currencyColumn: ColumnDeclaration = column(
  'currency',
  'pages.col.currency',
  { kind: 'text' },
  110,
  { filterable: true },
);

export const financeNoColumn: ColumnDeclaration = textColumn(
  'financeNo',
  'pages.col.finance_no',
  190,
);

export const buyerNameColumn: ColumnDeclaration = textColumn(
  'buyerName',
  'pages.col.buyer_name',
  240,
);

export const funderNameColumn: ColumnDeclaration = textColumn(
  'funderName',
  'pages.col.funder_name',
  200,
);

/** An interest or discount rate; sortable, not summed (rates do not add up). */
export const rateColumn: ColumnDeclaration = column(
  'rate',
  'pages.col.rate',
  { kind: 'percent' },
  110,
  { sortable: true },
);

/** Hidden by default: the pages list their own business dates first; this is on request. */
export const createdAtColumn: ColumnDeclaration = dateTimeColumn(
  'createdAt',
  'pages.col.created_at',
  200,
  { sortable: true, hiddenByDefault: true },
);

export function inputSearch(key: string, labelKey: string): SearchFieldDeclaration {
  return { key, labelKey, control: 'input' };
}

export function selectSearch(
  key: string,
  labelKey: string,
  dictionary: string,
): SearchFieldDeclaration {
  return { key, labelKey, control: 'select', dictionary };
}

/** Sends `{key}Begin` / `{key}End`. */
export function dateRangeSearch(key: string, labelKey: string): SearchFieldDeclaration {
  return { key, labelKey, control: 'dateRange' };
}

export function statusSearch(dictionary: string): SearchFieldDeclaration {
  return selectSearch('status', 'pages.col.status', dictionary);
}

export const currencySearch: SearchFieldDeclaration = selectSearch(
  'currency',
  'pages.col.currency',
  'CURRENCY',
);

export const financeNoSearch: SearchFieldDeclaration = inputSearch(
  'financeNo',
  'pages.col.finance_no',
);

export const buyerNameSearch: SearchFieldDeclaration = inputSearch(
  'buyerName',
  'pages.col.buyer_name',
);

/** Export of the list, gated by the menu node's own `export` authority. */
export function exportAction(menuPath: string): ActionDeclaration {
  return { id: 'export', labelKey: 'action.export', authorities: [`${menuPath}.export`] };
}

/** Opens `route` for the selected row, gated by the menu node's authority of the same name. */
export function openRowAction(
  id: 'view' | 'edit',
  menuPath: string,
  route: RouteId,
): ActionDeclaration {
  return {
    id,
    labelKey: `action.${id}`,
    authorities: [`${menuPath}.${id}`],
    needsSelection: true,
    opensRoute: route,
  };
}

/** Deletes the selected records through the generic record command, after a confirmation naming them. */
export function deleteAction(menuPath: string): ActionDeclaration {
  return {
    id: 'delete',
    labelKey: 'action.delete',
    authorities: [`${menuPath}.delete`],
    needsSelection: true,
    confirm: true,
    record: { delete: true },
  };
}
