import type { FileItemFacts } from '../../../shared/upload/file-item-rules';

/**
 * One file of an OCR upload card (spec 001 §3 "Uploaded file"): the fields the cards and the
 * form need. `slot` is the spec's groupKey: the index of the slot it was chosen for.
 */
export interface OcrFile extends FileItemFacts {
  uid: string;
  slot: number;
  size: number;
  /** Upper-case extension, for the done card and analytics. */
  type: string;
  /** 0–100 while uploading. */
  progress: number;
  objectKey?: string;
  /** Why the upload failed, translated (the server's refusal, a network or timeout text). */
  error?: string;
}

/** A recognition a file gave: kept until the file is removed or the user dismisses it. */
export interface OcrRecognition {
  uid: string;
  fileName: string;
  schemaCode: string;
  extractData: Readonly<Record<string, string | null>>;
}
