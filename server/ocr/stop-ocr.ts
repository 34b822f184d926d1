import { stopImageEngine } from './image-text';
import { stopPdfReader } from './pdf-text';

/** Stops the recognition threads (server close): a running Tesseract thread keeps Node alive. */
export function stopOcr(): void {
  stopImageEngine();
  stopPdfReader();
}
