import { Worker } from 'node:worker_threads';
import { SheetError } from './sheet-error';
import type { SheetReply, SheetRequest } from './sheet-messages';
import type { SheetText } from './sheet-text';

/** Imports read at once: the machines have two cores, and the server needs one for everyone. */
const PARALLEL = 2;
/** Imports that may wait for a reader; more are refused as busy rather than held in memory. */
const MAX_WAITING = 8;
/** A read longer than this is stopped (its worker terminated) and answered as an error. */
export const IMPORT_TIMEOUT_MS = 20_000;
/** The heap a reader may use: a 5000-row sheet needs a few tens of MB. */
const MAX_HEAP_MB = 256;
/** A reader idle this long is stopped; the next import starts a new one (about a second). */
const IDLE_MS = 60_000;

const ENTRY = new URL('./sheet-worker-entry.mjs', import.meta.url);

interface Job {
  bytes: Uint8Array;
  timeoutMs: number;
  resolve: (sheet: SheetText) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker | null;
  busy: boolean;
  idle: NodeJS.Timeout | null;
}

const slots: Slot[] = Array.from({ length: PARALLEL }, () => ({
  worker: null,
  busy: false,
  idle: null,
}));
const waiting: Job[] = [];
let nextId = 0;

function spawn(): Worker {
  const worker = new Worker(ENTRY, {
    resourceLimits: { maxOldGenerationSizeMb: MAX_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
  // An idle reader never keeps the server's process alive (tests, shutdown).
  worker.unref();
  return worker;
}

function stop(slot: Slot): void {
  const { worker } = slot;
  slot.worker = null;
  if (worker) void worker.terminate();
}

function run(slot: Slot, job: Job): void {
  slot.busy = true;
  if (slot.idle) clearTimeout(slot.idle);
  slot.idle = null;
  const worker = slot.worker ?? spawn();
  slot.worker = worker;
  const id = ++nextId;
  let settled = false;

  const finish = (outcome: SheetText | Error, broken: boolean) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    worker.off('message', onMessage);
    worker.off('error', onError);
    worker.off('exit', onExit);
    if (broken) stop(slot);
    slot.busy = false;
    if (outcome instanceof Error) job.reject(outcome);
    else job.resolve(outcome);
    const next = waiting.shift();
    if (next) run(slot, next);
    else if (slot.worker) slot.idle = setTimeout(() => stop(slot), IDLE_MS).unref();
  };
  const onMessage = (reply: SheetReply) => {
    if (reply.id !== id) return;
    finish('sheet' in reply ? reply.sheet : new SheetError(reply.problem), false);
  };
  // Past its heap limit the worker dies with ERR_WORKER_OUT_OF_MEMORY: the file was too big.
  const onError = (error: Error & { code?: string }) =>
    finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new SheetError('tooLarge') : error, true);
  const onExit = (code: number) => finish(new Error(`the import worker exited (${code})`), true);
  const timer = setTimeout(() => finish(new SheetError('timedOut'), true), job.timeoutMs);

  worker.on('message', onMessage);
  worker.on('error', onError);
  worker.on('exit', onExit);
  // A copy the worker owns: the caller's bytes may be a view of a larger (pooled) buffer.
  const bytes = job.bytes.slice();
  const request: SheetRequest = { id, bytes };
  worker.postMessage(request, [bytes.buffer]);
}

/**
 * Reads an import's sheet in a worker thread, so a slow or hostile file never blocks other
 * users' requests: at most PARALLEL at once, each with a heap cap and a wall-clock limit after
 * which its worker is terminated. Rejects with a SheetError for what it refuses.
 */
export function readSheetInWorker(
  bytes: Uint8Array,
  options: { timeoutMs?: number } = {},
): Promise<SheetText> {
  return new Promise((resolve, reject) => {
    const job: Job = { bytes, timeoutMs: options.timeoutMs ?? IMPORT_TIMEOUT_MS, resolve, reject };
    const free = slots.find((s) => !s.busy);
    if (free) run(free, job);
    else if (waiting.length >= MAX_WAITING) reject(new SheetError('busy'));
    else waiting.push(job);
  });
}
