import { z } from 'zod';
import { freeText, identifier, TEXT_LIMITS } from '../../../shared/validation/input/text';
import type { PageDeclaration } from '../../../shared/page-declaration/types';
import { defineEndpoint } from '../../contract/endpoint';
import { pagedTableBody } from '../receivables/common';
import { operationMark, wireColumns } from './declared-list';

/** Spec 000 §3: the export config, `columnList[{grp, key, title}]` and `languageEnum`. */
export const exportConfig = z
  .object({
    columnList: z
      .array(
        z.object({ grp: identifier(64), key: identifier(64), title: freeText(TEXT_LIMITS.name) }),
      )
      .min(1)
      .max(200),
    /** The user's language code without its first three characters (`en-US` → `US`). */
    languageEnum: identifier(10),
  })
  .extend(operationMark.shape);

/**
 * POST `{base}/excel/export` or `{base}/csv/export`: the server writes the file of the list's
 * current filters and sort (as finance orders' /excel/export and /csv/export do), answered as
 * a download whose content-disposition names it.
 */
export function declaredExportEndpoint(
  declaration: PageDeclaration,
  format: 'xlsx' | 'csv',
  base: string,
) {
  return defineEndpoint({
    id: `${declaration.source.endpoint}.${format}Export`,
    method: 'POST',
    path: `${base}/${format === 'xlsx' ? 'excel' : 'csv'}/export`,
    body: pagedTableBody(wireColumns(declaration), ['money', 'number', 'int']).extend(
      exportConfig.shape,
    ),
    // The answer is a file; a failure arrives as an envelope the download path reads.
    data: z.unknown(),
  });
}

/** A page the server exports itself, with its two endpoints. */
export interface DeclaredExport {
  declaration: PageDeclaration;
  xlsx: ReturnType<typeof declaredExportEndpoint>;
  csv: ReturnType<typeof declaredExportEndpoint>;
}

export function declaredExport(declaration: PageDeclaration, base: string): DeclaredExport {
  return {
    declaration,
    xlsx: declaredExportEndpoint(declaration, 'xlsx', base),
    csv: declaredExportEndpoint(declaration, 'csv', base),
  };
}
