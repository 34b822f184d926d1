import type { ExportColumnRequest } from '../../shared/export/export-request';
import type { ExportColumnSpec } from './writer/types';

/**
 * How a record becomes the writer's row array: the visible columns in order, then the currency
 * of each money column (the writer reads a row's currency by index, and the currency column
 * need not be visible). Codes of labelled columns become the labels the table shows.
 */
export interface RowShape {
  columns: ExportColumnSpec[];
  /** Fields read per row, in array order: visible columns, then currency fields. */
  fields: string[];
  /** Per array index: code → label, where the column has labels. */
  labels: (Readonly<Record<string, string>> | undefined)[];
}

export function rowShape(requested: readonly ExportColumnRequest[]): RowShape {
  const fields = requested.map((c) => c.key);
  const extra = (field: string): number => {
    const at = fields.indexOf(field, requested.length);
    if (at >= 0) return at;
    fields.push(field);
    return fields.length - 1;
  };
  const columns = requested.map((c): ExportColumnSpec => {
    const spec: ExportColumnSpec = { key: c.key, title: c.title, type: c.type };
    if (c.widthPx !== undefined) spec.widthPx = c.widthPx;
    if (c.summable !== undefined) spec.summed = c.summable;
    if (c.type === 'money' && c.currencyField) spec.currencyIndex = extra(c.currencyField);
    return spec;
  });
  return {
    columns,
    fields,
    labels: [
      ...requested.map((c) => c.labels),
      ...new Array<undefined>(fields.length - requested.length),
    ],
  };
}

/** A label where the column has one for the value; the value as it came otherwise. */
export function labelled(
  labels: Readonly<Record<string, string>> | undefined,
  value: unknown,
): unknown {
  if (!labels || value === null || value === undefined) return value;
  const label = labels[String(value)];
  return label === undefined ? value : label;
}

/** A server record as the writer's row array. */
export function recordToRow(shape: RowShape, record: Readonly<Record<string, unknown>>): unknown[] {
  const row = new Array<unknown>(shape.fields.length);
  for (let i = 0; i < shape.fields.length; i++) {
    row[i] = labelled(shape.labels[i], record[shape.fields[i] as string]);
  }
  return row;
}
