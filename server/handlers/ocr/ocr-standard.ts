import {
  isRecognizable,
  ocrStandard,
  RECOGNIZABLE_TYPES,
} from '../../../src/api/endpoints/ocr/ocr-standard';
import { BusinessError } from '../../http/business-error';
import { throttledError } from '../../http/retry-after';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { extractFields } from '../../ocr/extract-fields';
import { OcrError } from '../../ocr/ocr-error';
import { OCR_BUSY_RETRY_SECONDS, OCR_TIMEOUT_MS } from '../../ocr/ocr-limits';
import { inOcrQueue } from '../../ocr/ocr-queue';
import { recognizeText } from '../../ocr/recognize-text';
import { attachmentBytes, attachmentOf } from '../uploads/attachment-store';

/**
 * Text recognition (spec 001 §7): the fields of an uploaded document of the caller's company,
 * read from its text (docs/ocr.md). Not a command: it changes nothing, and it never runs inside a
 * transaction, so a slow recognition holds no database connection.
 */
export function registerOcrStandard(api: ApiMount): void {
  route(api, ocrStandard, async ({ db, user, body, server, request }) => {
    const { fileKey, schemaCode } = body;
    // Another company's key is refused exactly like one that does not exist: nothing to probe.
    const upload = await attachmentOf(db, user.companyId, fileKey).catch(() => {
      throw BusinessError.badRequest('ocrUnknownFile', { fileKey });
    });
    const { fileName } = upload;
    if (!isRecognizable(fileName)) {
      throw BusinessError.badRequest('ocrTypeNotRecognized', {
        fileName,
        types: RECOGNIZABLE_TYPES.join(', '),
      });
    }
    try {
      const text = await inOcrQueue(async () => {
        // Read once its turn comes, so the waiting line holds keys, not files.
        const stored = await attachmentBytes(db, server.files, upload.objectKey);
        if (!stored) throw new OcrError('unreadable');
        return recognizeText(fileName, stored.bytes);
      });
      return { extractData: extractFields(schemaCode, text) };
    } catch (error) {
      if (!(error instanceof OcrError)) throw error;
      switch (error.problem) {
        case 'busy':
          throw throttledError(request, 'tooManyRequests', OCR_BUSY_RETRY_SECONDS * 1000);
        case 'timedOut':
          throw BusinessError.badRequest('ocrTimedOut', {
            fileName,
            seconds: OCR_TIMEOUT_MS / 1000,
          });
        case 'unreadable':
          throw BusinessError.badRequest('ocrUnreadable', { fileName });
      }
    }
  });
}
