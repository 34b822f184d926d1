import type { ExportColumnRequest } from '../export/export-request';
import type { TableColumn } from './table-columns';

/** One entry of a server export's `columnList` (spec 000 §3). */
export interface ExportColumn {
  grp: string;
  key: string;
  title: string;
}

type Labels = Readonly<Record<string, string>>;

/**
 * The export engine's columns are the visible table columns in their order (issue 5), never a
 * second list: titles in the user's language, enum codes written as the labels the table shows
 * (`labelsOf` gives a dictionary group's code → label map).
 */
export function exportColumnRequests(
  columns: readonly TableColumn[],
  translate: (key: string) => string,
  labelsOf: (dictionary: string) => Labels | undefined = () => undefined,
): ExportColumnRequest[] {
  return columns.map((c): ExportColumnRequest => {
    // The file sums what the table's summary row sums.
    const base = {
      key: c.key,
      title: translate(c.titleKey),
      widthPx: c.width,
      summable: c.summable,
    };
    const type = c.type;
    switch (type.kind) {
      case 'money':
        return {
          ...base,
          type: 'money',
          ...(type.currencyField ? { currencyField: type.currencyField } : {}),
        };
      case 'enum': {
        const labels = labelsOf(type.dictionary);
        return {
          ...base,
          type: 'text',
          dictionary: type.dictionary,
          ...(labels ? { labels } : {}),
        };
      }
      case 'link':
        return { ...base, type: 'text' };
      default:
        return { ...base, type: type.kind };
    }
  });
}

/** A server export's `columnList`: `grp` names an enum's dictionary, or else the page. */
export function columnList(
  pageId: string,
  columns: readonly ExportColumnRequest[],
): ExportColumn[] {
  return columns.map((c) => ({ grp: c.dictionary ?? pageId, key: c.key, title: c.title }));
}

/** The `columnList` of the visible table columns, in their order. */
export function exportColumns(
  pageId: string,
  columns: readonly TableColumn[],
  translate: (key: string) => string,
): ExportColumn[] {
  return columnList(pageId, exportColumnRequests(columns, translate));
}

/** Spec 000 §3: the user's language code with its first three characters dropped (`zh-CN` → `CN`). */
export const languageEnum = (language: string): string => language.slice(3);
