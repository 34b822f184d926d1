import type { Core } from '../../core/bridge';

export type Recognize = (
  fileKey: string,
  schemaCode: string,
) => Promise<Readonly<Record<string, string | null>> | null>;

/**
 * Recognition through the worker's queue (at most 3 at once, one retry on code 400). Any failure
 * is silent (spec 001 §8 "ocr-error event without a message"): the form simply is not pre-filled.
 */
export function recognizerOf(core: Core): Recognize {
  return async (fileKey, schemaCode) => {
    try {
      return await core.ocr.recognize(fileKey, schemaCode);
    } catch {
      return null;
    }
  };
}
