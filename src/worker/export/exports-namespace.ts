import { proxy } from 'comlink';
import type {
  ExportedFile,
  ExportProgress,
  ExportRequest,
} from '../../shared/export/export-request';
import { exportRows } from './export-rows';
import { startWorkerDeflater } from './worker-deflater';
import type { CoreServices } from '../core/create-core';
import type { ReceivablesCache } from '../receivables/receivables-cache';
import type { Cancellation } from '../core/cancellation';

/** The export engine (docs/exports.md): rows never cross the boundary, the file does. */
export function exportsNamespace(
  core: Promise<CoreServices>,
  receivables: Promise<ReceivablesCache>,
  cancellation: Cancellation,
) {
  return proxy({
    /** Writes the list's rows to xlsx or csv; cancellable by call id; the file crosses as a Blob. */
    async run(
      callId: string,
      request: ExportRequest,
      onProgress: (progress: ExportProgress) => void,
    ): Promise<ExportedFile> {
      const c = await core;
      return cancellation.run(callId, (signal) =>
        exportRows(
          {
            http: c.http,
            datasetView: async (dataset, query) => (await receivables).exportView(dataset, query),
            startDeflater: startWorkerDeflater,
          },
          request,
          signal,
          onProgress,
        ),
      );
    },
  });
}
