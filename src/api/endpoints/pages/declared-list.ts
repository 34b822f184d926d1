import { z } from 'zod';
import type { ColumnValueType, PageDeclaration } from '../../../shared/page-declaration/types';
import { defineEndpoint } from '../../contract/endpoint';
import {
  isoDate,
  money,
  pagedTableBody,
  pagedTableData,
  type ColumnKind,
  type TableColumns,
} from '../receivables/common';

/** How a declared value type travels and filters on the paged-request contract. */
const wireKind: Record<ColumnValueType['kind'], ColumnKind> = {
  text: 'text',
  enum: 'text',
  link: 'text',
  money: 'money',
  number: 'number',
  percent: 'number',
  date: 'date',
  datetime: 'timestamp',
};

const rowValue: Record<ColumnKind, z.ZodType> = {
  text: z.string().nullable(),
  money: money.nullable(),
  number: z.number().nullable(),
  int: z.number().int().nullable(),
  date: isoDate.nullable(),
  timestamp: z.string().nullable(),
  bool: z.boolean().nullable(),
};

/**
 * The wire columns of a declared page: its row key, every column, the currency field of each
 * money column (text, so it filters and lists per currency even when not shown) and the id field
 * of each linked column. Derived, so the
 * column list is written once, in the declaration.
 */
export function wireColumns(declaration: PageDeclaration): TableColumns {
  const columns: Record<string, ColumnKind> = { [declaration.rowKey]: 'text' };
  for (const column of declaration.columns) {
    columns[column.key] = wireKind[column.type.kind];
    if (column.type.kind === 'money' && column.type.currencyField) {
      columns[column.type.currencyField] ??= 'text';
    }
    // The id a business-number cell links with (a payment's finance order) travels with the row.
    if (column.link) columns[column.link.idField] ??= 'text';
  }
  return columns;
}

/** The row a declared page's endpoint answers: every wire column, empty as null. */
export function declaredRow(declaration: PageDeclaration) {
  const shape: Record<string, z.ZodType> = {};
  for (const [field, kind] of Object.entries(wireColumns(declaration))) {
    shape[field] = rowValue[kind];
  }
  return z.object(shape);
}

/** Spec 001 §6: finance order list and export calls mark themselves as operations. */
export const operationMark = z.object({ isOperation: z.boolean().optional() });

/**
 * POST `path`: a declared page's records under the paged-request contract (filters per column,
 * sums of money and numbers, option lists, order). The endpoint id is the declaration's source.
 */
export function declaredListEndpoint(declaration: PageDeclaration, path: string) {
  return defineEndpoint({
    id: declaration.source.endpoint,
    method: 'POST',
    path,
    body: pagedTableBody(wireColumns(declaration), ['money', 'number', 'int']).extend(
      declaration.source.operation ? operationMark.shape : {},
    ),
    data: pagedTableData(declaredRow(declaration)),
  });
}
