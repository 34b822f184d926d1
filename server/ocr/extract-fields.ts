import type { OcrSchemaCode } from '../../src/api/endpoints/ocr/ocr-standard';
import { extractDocument } from './extract-document';

const INVOICE_NUMBER = [
  'Invoice Number',
  'Invoice No',
  'Invoice #',
  'Inv\\.? No',
  'Invoice',
  '发票号码',
  '发票编号',
  '发票号',
] as const;

const PO_NUMBER = [
  'Purchase Order Number',
  'Purchase Order No',
  'Purchase Order #',
  'P\\.?O\\.? Number',
  'P\\.?O\\.? No',
  'P\\.?O\\.? #',
  'Order Number',
  'Order No',
  '采购订单号',
  '采购单号',
  '订单编号',
  '订单号',
] as const;

/** extractData of a schema code (OCR_SCHEMA_FIELDS): the document's fields under its names. */
export function extractFields(
  schemaCode: OcrSchemaCode,
  text: string,
): Record<string, string | null> {
  const isInvoice = schemaCode === 'INVOICE';
  const { number, ...rest } = extractDocument(text, {
    number: isInvoice ? INVOICE_NUMBER : PO_NUMBER,
  });
  return isInvoice ? { invoiceNo: number, ...rest } : { poNo: number, ...rest };
}

/** Every field of the schema, null: a file whose text could not be read. */
export function emptyFields(schemaCode: OcrSchemaCode): Record<string, string | null> {
  return extractFields(schemaCode, '');
}
