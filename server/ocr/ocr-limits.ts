/** Recognitions running at once server-wide: the machines have two cores, shared with everyone. */
export const OCR_PARALLEL = 2;
/** Recognitions that may wait; more are refused as busy rather than held in memory. */
export const OCR_MAX_WAITING = 20;
/** Longest wait for a place: with the run's own bound it stays within the portal's 60 s. */
export const OCR_MAX_WAIT_MS = 25_000;
/**
 * Wall clock of one recognition once it runs; past it the engine is stopped and the answer is
 * an error. Below the portal's 60 s HTTP timeout so the answer arrives.
 */
export const OCR_TIMEOUT_MS = 30_000;
/** Pages of a PDF whose text layer is read: an invoice's fields are on its first pages. */
export const PDF_MAX_PAGES = 5;
/** Heap of the PDF reader thread. */
export const PDF_MAX_HEAP_MB = 256;
/** A reader or engine idle this long is stopped; the next recognition starts a new one. */
export const OCR_IDLE_MS = 120_000;
/** Seconds a busy refusal asks the caller to wait. */
export const OCR_BUSY_RETRY_SECONDS = 10;
