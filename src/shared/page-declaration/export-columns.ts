import type { TableColumn } from './table-columns';

/** One entry of the export call's `columnList` (spec 000 §3). */
export interface ExportColumn {
  grp: string;
  key: string;
  title: string;
}

/**
 * The export columns are the visible table columns in their order (issue 5), never a second
 * list. `title` is the translated header; `grp` names the page, which the export engine uses to
 * find the dictionary of enum columns.
 */
export function exportColumns(
  pageId: string,
  columns: readonly TableColumn[],
  translate: (key: string) => string,
): ExportColumn[] {
  return columns.map((c) => ({
    grp: c.type.kind === 'enum' ? c.type.dictionary : pageId,
    key: c.key,
    title: translate(c.titleKey),
  }));
}
