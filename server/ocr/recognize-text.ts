import { extensionOf } from '../../src/shared/upload/file-type';
import { imageText } from './image-text';
import { msgText } from './msg-text';
import { OCR_TIMEOUT_MS } from './ocr-limits';
import { pdfText } from './pdf-text';

/**
 * The text of a stored file of a recognisable type (the upload checked that its bytes match its
 * extension): a PDF's text layer, an image through Tesseract, an Outlook message's subject and
 * body (docs/ocr.md).
 */
export async function recognizeText(fileName: string, bytes: Uint8Array): Promise<string> {
  switch (extensionOf(fileName)) {
    case 'PDF':
      return pdfText(bytes, OCR_TIMEOUT_MS);
    case 'JPG':
    case 'JPEG':
    case 'PNG':
    case 'BMP':
      return imageText(bytes, OCR_TIMEOUT_MS);
    case 'MSG':
      return msgText(bytes);
    default:
      return '';
  }
}
