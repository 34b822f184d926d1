import { z } from 'zod';
import { extensionOf } from '../../../shared/upload/file-type';
import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';

/**
 * What each schema code extracts (docs/ocr.md). The spec names the call, not its schemas: these
 * are the documents the finance-order upload cards recognise. A field is null when not found.
 */
export const OCR_SCHEMA_FIELDS = {
  INVOICE: ['invoiceNo', 'issueDate', 'dueDate', 'currency', 'amount', 'buyerName'],
  PO: ['poNo', 'issueDate', 'dueDate', 'currency', 'amount', 'buyerName'],
} as const;

export type OcrSchemaCode = keyof typeof OCR_SCHEMA_FIELDS;
export const OCR_SCHEMA_CODES = Object.keys(OCR_SCHEMA_FIELDS) as OcrSchemaCode[];

/** Text recognition runs only for these types (spec 001 §5), by extension, upper-case. */
export const RECOGNIZABLE_TYPES = ['JPG', 'JPEG', 'BMP', 'PNG', 'PDF', 'MSG'] as const;

/** Whether a file of this name is one recognition runs for (case-insensitive extension). */
export function isRecognizable(fileName: string): boolean {
  return (RECOGNIZABLE_TYPES as readonly string[]).includes(extensionOf(fileName));
}

export const ocrRequest = z.object({
  /** An objectKey of one of the caller company's uploads. */
  fileKey: identifier().min(1),
  schemaCode: z.enum(OCR_SCHEMA_CODES as [OcrSchemaCode, ...OcrSchemaCode[]]),
});

export const ocrResult = z.object({
  extractData: z.record(z.string(), z.string().nullable()),
});
export type OcrResult = z.infer<typeof ocrResult>;

/** POST /api/{product}-ocr-gw/ocr/standard (spec 001 §7 "Text recognition"). */
export const ocrStandard = defineEndpoint({
  id: 'ocr.standard',
  method: 'POST',
  path: '/api/{product}-ocr-gw/ocr/standard',
  body: ocrRequest,
  data: ocrResult,
});
