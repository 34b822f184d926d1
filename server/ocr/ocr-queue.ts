import { OCR_MAX_WAIT_MS, OCR_MAX_WAITING, OCR_PARALLEL } from './ocr-limits';
import { OcrError } from './ocr-error';

let running = 0;
const waiting: (() => void)[] = [];

/** Waits for a place; rejects busy when the line is full or the wait outlasts OCR_MAX_WAIT_MS. */
function place(): Promise<void> {
  if (running < OCR_PARALLEL) {
    running += 1;
    return Promise.resolve();
  }
  if (waiting.length >= OCR_MAX_WAITING) return Promise.reject(new OcrError('busy'));
  return new Promise<void>((resolve, reject) => {
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(wake), 1);
      reject(new OcrError('busy'));
    }, OCR_MAX_WAIT_MS);
    waiting.push(wake);
  });
}

/**
 * Runs a recognition when one of OCR_PARALLEL places is free, server-wide, so uploads of many
 * users never take every core. At most OCR_MAX_WAITING wait, each holding only a file's key (the
 * file is read once its turn comes); more, or a wait past OCR_MAX_WAIT_MS (the portal would have
 * stopped listening), are refused with OcrError('busy').
 */
export async function inOcrQueue<T>(job: () => Promise<T>): Promise<T> {
  await place();
  try {
    return await job();
  } finally {
    // A freed place passes straight to the oldest waiter, so a newcomer cannot slip in between.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
