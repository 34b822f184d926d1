import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { OCR_IDLE_MS } from './ocr-limits';
import { OcrError } from './ocr-error';

// The English trained data installed from the registry (@tesseract.js-data/eng): read from disk,
// never downloaded. best_int is the faster of its two models, and good enough for printed text.
const LANG_PATH = join(
  dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

let engine: Promise<Worker> | null = null;
let idle: NodeJS.Timeout | null = null;

/** One long-lived Tesseract worker (a worker thread of tesseract.js), started on first use. */
function start(): Promise<Worker> {
  return createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    // The gzipped data is read once per engine; no cache file is written anywhere.
    cacheMethod: 'none',
    workerBlobURL: false,
    errorHandler: () => undefined,
  });
}

function stop(): void {
  if (idle) clearTimeout(idle);
  idle = null;
  const running = engine;
  engine = null;
  if (running) void running.then((w) => w.terminate()).catch(() => undefined);
}

function stopWhenIdle(): void {
  if (engine !== null) idle = setTimeout(stop, OCR_IDLE_MS).unref();
}

/**
 * The printed text of an image (JPG, PNG, BMP) by Tesseract, off the event loop (tesseract.js
 * runs in a worker thread). A recognition past `timeoutMs` terminates the engine (its job cannot
 * be cancelled); the next one starts a new engine. Rejects with OcrError.
 */
export async function imageText(bytes: Uint8Array, timeoutMs: number): Promise<string> {
  if (idle) clearTimeout(idle);
  idle = null;
  engine ??= start();
  const current = engine;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OcrError('timedOut')), timeoutMs);
  });
  try {
    const worker = await Promise.race([current, timeout]);
    const result = await Promise.race([worker.recognize(Buffer.from(bytes)), timeout]);
    return result.data.text;
  } catch (error) {
    if (engine === current) stop();
    throw error instanceof OcrError ? error : new OcrError('unreadable');
  } finally {
    clearTimeout(timer);
    stopWhenIdle();
  }
}

export const stopImageEngine = stop;
