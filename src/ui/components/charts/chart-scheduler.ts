/**
 * One queue for every chart's canvas work (build, new data, resize, redraw): each job runs as its
 * own task, so six charts answering one cross-filter or one window resize are six short tasks
 * with the browser free to paint and handle input between them, never one long task. A later job
 * for the same chart replaces its pending one (only the last size or data matters).
 */

type Job = () => void;

const pending = new Map<object, Job>();
let channel: MessageChannel | null = null;
let posted = false;

function runNext() {
  posted = false;
  const next = pending.entries().next();
  if (next.done) return;
  const [owner, job] = next.value;
  pending.delete(owner);
  // More work waits: ask for the next task first, so a job that throws cannot stall the queue.
  if (pending.size > 0) post();
  job();
}

function post() {
  if (posted) return;
  posted = true;
  // A message is a new task without setTimeout's 4 ms clamp once timeouts nest.
  if (typeof MessageChannel === 'undefined') {
    setTimeout(runNext, 0);
    return;
  }
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = runNext;
  }
  channel.port2.postMessage(null);
}

/**
 * Runs `job` in a task of its own, after the jobs already waiting. A job still pending for the
 * same `owner` is dropped, and the new one keeps its place in the queue: a chart's jobs stay in
 * the order it asked for them.
 */
export function scheduleChartJob(owner: object, job: Job): void {
  if (pending.has(owner)) {
    pending.set(owner, job);
    return;
  }
  pending.set(owner, job);
  post();
}

/** Drops the job still pending for `owner` (a chart unmounting). */
export function cancelChartJob(owner: object): void {
  pending.delete(owner);
}

/** How many charts have work waiting (tests). */
export const pendingChartJobs = (): number => pending.size;
