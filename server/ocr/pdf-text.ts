import { Worker } from 'node:worker_threads';
import { OCR_IDLE_MS, PDF_MAX_HEAP_MB, PDF_MAX_PAGES } from './ocr-limits';
import { OcrError } from './ocr-error';
import type { PdfTextReply, PdfTextRequest } from './pdf-text-messages';

const ENTRY = new URL('./pdf-text-worker-entry.mjs', import.meta.url);

let reader: Worker | null = null;
let idle: NodeJS.Timeout | null = null;
let nextId = 0;

function stop(): void {
  if (idle) clearTimeout(idle);
  idle = null;
  const worker = reader;
  reader = null;
  if (worker) void worker.terminate();
}

export const stopPdfReader = stop;

/**
 * The text layer of a PDF's first pages, read by pdf.js in a worker thread with a heap cap, so a
 * hostile file never blocks or exhausts the server. '' when the PDF has no text layer (a scan):
 * it is not rasterised. Reads share the one thread (the OCR queue bounds how many); a read past
 * `timeoutMs` terminates it, failing any other read on it too. Rejects with OcrError.
 */
export function pdfText(bytes: Uint8Array, timeoutMs: number): Promise<string> {
  if (idle) clearTimeout(idle);
  idle = null;
  const worker =
    reader ??
    new Worker(ENTRY, {
      resourceLimits: { maxOldGenerationSizeMb: PDF_MAX_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    });
  // An idle reader never keeps the process alive (tests, shutdown).
  worker.unref();
  reader = worker;
  const id = ++nextId;
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: string | Error, broken: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onBroken);
      worker.off('exit', onBroken);
      if (broken && reader === worker) stop();
      if (reader) idle = setTimeout(stop, OCR_IDLE_MS).unref();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onMessage = (reply: PdfTextReply) => {
      if (reply.id !== id) return;
      finish('text' in reply ? reply.text : new OcrError('unreadable'), false);
    };
    // Past its heap limit the thread dies: the file is not one we read.
    const onBroken = () => finish(new OcrError('unreadable'), true);
    const timer = setTimeout(() => finish(new OcrError('timedOut'), true), timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onBroken);
    worker.on('exit', onBroken);
    // A copy the thread owns: the caller's bytes may be a view of a larger pooled buffer.
    const copy = bytes.slice();
    const request: PdfTextRequest = { id, bytes: copy, maxPages: PDF_MAX_PAGES };
    worker.postMessage(request, [copy.buffer]);
  });
}
