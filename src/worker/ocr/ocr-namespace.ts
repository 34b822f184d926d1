import { proxy } from 'comlink';
import { ocrStandard } from '../../api/endpoints/ocr/ocr-standard';
import type { CoreServices } from '../core/create-core';
import { createRecognitionQueue, type ExtractData } from './recognition-queue';

/**
 * Text recognition of uploaded files (docs/ocr.md): one queue per worker, so the spec's "at most
 * 3 at once" holds across every upload card of every page.
 */
export function ocrNamespace(core: Promise<CoreServices>) {
  const queue = createRecognitionQueue(async (body) =>
    (await core).http.call(ocrStandard, { body }, { silent: true }),
  );
  return proxy({
    /** Null on any failure, silently (spec 001 §8); `fileName` skips types never recognised. */
    async recognize(
      fileKey: string,
      schemaCode: string,
      fileName?: string,
    ): Promise<ExtractData | null> {
      return queue.recognize(fileKey, schemaCode, fileName);
    },
  });
}
