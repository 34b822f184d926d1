import type { HttpClient } from '../../api/http/client';
import { declaredExports } from '../../api/endpoints/pages/declared-exports';
import type {
  ExportedFile,
  ExportProgress,
  ExportRequest,
} from '../../shared/export/export-request';
import type { DatasetId } from '../../shared/receivables/datasets';
import type { ViewQuery } from '../../shared/receivables/view-types';
import type { Table } from '../query/types';
import { datasetRows } from './dataset-rows';
import { intentionRows } from './intention-rows';
import { pageRows } from './page-rows';
import { rowShape } from './row-shape';
import { runExport } from './run-export';
import { serverExport } from './server-export';
import type { HelperDeflater } from './worker-deflater';

export interface ExportDeps {
  http: HttpClient;
  /** The receivables cache's filtered, sorted view (every row id). */
  datasetView(dataset: DatasetId, query: ViewQuery): Promise<{ table: Table; ids: Uint32Array }>;
  /** A helper that compresses xlsx sheets elsewhere; in line when absent or null. */
  startDeflater?: () => HelperDeflater | null;
}

/**
 * One export: the rows of the list the user is looking at (the local engine's view, the
 * server's pages, or the financing intentions), written to xlsx or csv in the worker; or, for a
 * page the server exports itself, its file downloaded.
 */
export async function exportRows(
  deps: ExportDeps,
  request: ExportRequest,
  signal: AbortSignal,
  onProgress: (progress: ExportProgress) => void,
): Promise<ExportedFile> {
  const { source: from } = request;
  const exported = from.kind === 'page' ? declaredExports[from.pageId] : undefined;
  if (from.kind === 'page' && exported) {
    return serverExport(deps.http, exported, from.state, request, signal);
  }
  const shape = rowShape(request.columns);
  const source =
    from.kind === 'dataset'
      ? await deps
          .datasetView(from.dataset, from.query)
          .then(({ table, ids }) => datasetRows(table, ids, shape))
      : from.kind === 'intentions'
        ? await intentionRows(deps.http, from, shape, signal)
        : await pageRows(deps.http, from.pageId, from.state, from.isEqual, shape, signal);
  // An xlsx's sheets are compressed by a helper worker on the other core, where there is one.
  const helper = request.format === 'xlsx' ? (deps.startDeflater?.() ?? null) : null;
  try {
    return await runExport({
      request,
      shape,
      source,
      signal,
      onProgress,
      ...(helper ? { deflater: helper.deflate } : {}),
    });
  } finally {
    helper?.stop();
  }
}
