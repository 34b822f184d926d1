import { createClock, type Timers } from '../../api/http/clock';
import { createConcurrencyLimit } from '../../api/http/concurrency-limit';
import { retryOnCodes, type RetryPolicy } from '../../api/http/retry';
import {
  isRecognizable,
  type OcrResult,
  type OcrSchemaCode,
} from '../../api/endpoints/ocr/ocr-standard';

/** Spec 001 §7 and §9: at most 3 recognitions at once. */
export const RECOGNITION_CONCURRENCY = 3;
/** Spec 001 §7 and §9: one more try, 10 s later, when the answer's code is 400. */
export const RECOGNITION_RETRY: RetryPolicy = { codes: [400], retries: 1, delayMs: 10_000 };

export type ExtractData = Record<string, string | null>;

/** One ocr/standard request; the worker's is the HTTP client's silent call. */
export type RecognitionTransport = (body: {
  fileKey: string;
  schemaCode: OcrSchemaCode;
}) => Promise<OcrResult>;

export interface RecognitionQueue {
  /**
   * The fields the server read from an uploaded file, or null when it could not (any error: the
   * spec shows none, the user fills the form by hand). With `fileName`, a file of a type
   * recognition does not run for is answered null without a request.
   */
  recognize(fileKey: string, schemaCode: string, fileName?: string): Promise<ExtractData | null>;
}

const isSchemaCode = (code: string): code is OcrSchemaCode => code === 'INVOICE' || code === 'PO';

/**
 * The worker's recognition queue. A request waiting out its 10 s before the retry holds no slot:
 * the limit counts requests running, which is what the spec bounds.
 */
export function createRecognitionQueue(
  transport: RecognitionTransport,
  timers: Timers = createClock({}),
): RecognitionQueue {
  const limit = createConcurrencyLimit(RECOGNITION_CONCURRENCY);
  return {
    async recognize(fileKey, schemaCode, fileName) {
      if (!isSchemaCode(schemaCode) || !fileKey) return null;
      if (fileName !== undefined && !isRecognizable(fileName)) return null;
      try {
        const answer = await retryOnCodes(
          () => limit(() => transport({ fileKey, schemaCode })),
          RECOGNITION_RETRY,
          timers,
          { endpointId: 'ocr.standard' },
        );
        return answer.extractData;
      } catch {
        // Spec 001 §8: a recognition failure shows nothing; the caller only learns "no result".
        return null;
      }
    },
  };
}
