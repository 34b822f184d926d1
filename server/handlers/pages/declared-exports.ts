import { declaredExports } from '../../../src/api/endpoints/pages/declared-exports';
import { exportColumnRequests } from '../../../src/shared/page-declaration/export-columns';
import { tableColumns } from '../../../src/shared/page-declaration/table-columns';
import { EXPORT_PAGE_SIZE } from '../../../src/shared/constants';
import { rowShape, recordToRow } from '../../../src/worker/export/row-shape';
import { pagedRows } from '../../../src/worker/export/paged-rows';
import { runExport } from '../../../src/worker/export/run-export';
import type { Db } from '../../db/db';
import { BusinessError } from '../../http/business-error';
import { fileRoute } from '../../http/file-route';
import type { ApiMount } from '../../http/server-context';
import { pagedQuery } from '../receivables/ar-sql';
import { menuPathOf } from '../../auth/page-access';
import { menuTitle } from './menu-title';
import { recordSource } from './record-source';
import { showRows, shownTextFor } from './shown-values';

type Body = Parameters<typeof pagedQuery>[3];

/** The texts the server writes itself, in the export's language. */
const TEXTS = {
  sequence: { en: 'No.', cn: '序号' },
  summary: { en: 'Summary', cn: '合计' },
} as const;

/** Code → label of each dictionary group, in the export's language. */
async function dictionaryLabels(db: Db, groups: string[], chinese: boolean) {
  const labels = new Map<string, Record<string, string>>();
  if (groups.length === 0) return labels;
  const { rows } = await db.query<{
    grp: string;
    dic_key: string;
    en_value: string;
    cn_value: string;
  }>('SELECT grp, dic_key, en_value, cn_value FROM dictionaries WHERE grp = ANY($1::text[])', [
    groups,
  ]);
  for (const r of rows) {
    const group = labels.get(r.grp) ?? {};
    group[r.dic_key] = (chinese ? r.cn_value : r.en_value) || r.dic_key;
    labels.set(r.grp, group);
  }
  return labels;
}

/**
 * The exports the server writes itself (src/api/endpoints/pages/declared-exports.ts): the same
 * writers, row shape and column rules as the worker's, over the record store.
 */
export function registerDeclaredExports(api: ApiMount): void {
  for (const exported of Object.values(declaredExports)) {
    const { declaration } = exported;
    for (const format of ['xlsx', 'csv'] as const) {
      // The page's menu and export authority are the route's declared access.
      fileRoute(api, exported[format], async ({ db, user, body }) => {
        const { columnList, languageEnum, isOperation: _operation, ...query } = body;
        const declared = new Set(declaration.columns.map((c) => c.key));
        const unknown = columnList.find((c) => !declared.has(c.key));
        if (unknown) throw BusinessError.badRequest('unknownExportColumn', { key: unknown.key });
        const chinese = languageEnum.toUpperCase() === 'CN';
        const columns = tableColumns(
          declaration,
          columnList.map((c) => c.key),
        );
        const dictionaries = await dictionaryLabels(
          db,
          columns.flatMap((c) => (c.type.kind === 'enum' ? [c.type.dictionary] : [])),
          chinese,
        );
        // The titles come from the client's columnList, already in the user's language.
        const requests = exportColumnRequests(
          columns,
          () => '',
          (g) => dictionaries.get(g),
        ).map((c, i) => ({ ...c, title: columnList[i]?.title ?? c.key }));
        const shape = rowShape(requests);
        // Names and seeded wording as the list shows them in the export's language.
        const shown = await shownTextFor(db, chinese ? 'zh-CN' : 'en-US');
        const rows = await pagedRows(
          async (pageNum) => {
            // The acting role picks the side of a sided page, as on the list.
            const source = recordSource(declaration, user.companyRole);
            const answer = await pagedQuery<Record<string, unknown>>(db, source, user.companyId, {
              ...(query as Body),
              pageNum,
              pageSize: EXPORT_PAGE_SIZE,
            });
            const list = showRows(answer.list, source.columns, shown);
            return { rows: list as Record<string, unknown>[], total: answer.total };
          },
          (record) => recordToRow(shape, record),
        );
        const lang = chinese ? 'cn' : 'en';
        const file = await runExport({
          request: {
            format,
            title: menuTitle(menuPathOf(declaration) ?? declaration.id, chinese),
            timeZone: '+8',
            ...(declaration.export?.sequence ? { sequenceTitle: TEXTS.sequence[lang] } : {}),
            ...((declaration.export?.summary ?? columns.some((c) => c.summable))
              ? { summaryLabel: TEXTS.summary[lang] }
              : {}),
          },
          shape,
          source: rows,
          signal: new AbortController().signal,
          onProgress: () => undefined,
        });
        return {
          bytes: new Uint8Array(await file.blob.arrayBuffer()),
          fileName: file.fileName,
          mediaType: file.blob.type,
        };
      });
    }
  }
}
