/**
 * The main thread's own CPU time per task, from a Chromium trace. The Long Tasks API reports wall
 * time: on a shared 2-core machine a task of 20 ms of work can last 60 ms while the worker, the
 * compositor, the reference server and other processes hold the cores. A trace's `RunTask`
 * events carry both the wall time (`dur`) and the thread's CPU time (`tdur`), so the bench can
 * say which long tasks were the page's work and which were waiting for a core.
 */
import type { Page } from 'playwright-core';
import { functionsIn, samplesByThread, type ProfileEvent } from './task-samples';

export interface TraceEvent extends ProfileEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: ProfileEvent['args'] & {
    name?: string;
    data?: { type?: string; functionName?: string; url?: string };
  };
}

export interface TaskCpu {
  /** Wall time of the task, ms. */
  wallMs: number;
  /** CPU time of the main thread in the task, ms. */
  cpuMs: number;
  /**
   * For a long task: the browser's other threads that ran meanwhile, busiest first, with the CPU
   * time of their tasks inside its window (ms, a task crossing the window counted pro rata). What
   * is not here is outside Chromium: the reference server and the bench share the cores too.
   */
  others?: { thread: string; cpuMs: number }[];
  /**
   * For a long task: what it ran, its outermost trace events by wall time (a message's or a
   * timer's handler, a layout, a paint, a garbage collection), each with its own CPU time.
   */
  inside?: { event: string; wallMs: number; cpuMs: number }[];
  /** With JS samples: the page's functions in the task by total time, ms. */
  functions?: [string, number][];
}

export interface TracedTasks {
  /** Every task over 50 ms of wall time. */
  longTasks: TaskCpu[];
  /** The most CPU time any one task took, whatever its wall time, and that task's wall time. */
  maxCpu: TaskCpu;
  /** The tasks that took most CPU time, over 10 ms each, the most first (at most eight). */
  heavy: TaskCpu[];
  /** The main thread's CPU time in all its tasks, ms. */
  totalCpuMs: number;
}

const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];
/** JS samples too: which functions each task ran (heavier, so asked for). */
const SAMPLED = [...CATEGORIES, 'disabled-by-default-v8.cpu_profiler'];
const HEAVY_CPU_MS = 10;
const none: TaskCpu = { wallMs: 0, cpuMs: 0 };
const ms = (us: number | undefined) => Math.round((us ?? 0) / 100) / 10;

/**
 * Runs `act` under a trace and answers the renderer main thread's tasks during it; `sampled`
 * records JS samples too, to name the functions of the heaviest tasks.
 */
export async function traceTasks<T>(
  page: Page,
  act: () => Promise<T>,
  { sampled = false } = {},
): Promise<{ result: T; tasks: TracedTasks }> {
  const browser = page.context().browser();
  if (!browser) throw new Error('tracing needs a browser, not a persistent context');
  await browser.startTracing(page, { categories: sampled ? SAMPLED : CATEGORIES });
  const outcome = await act().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  const trace = await browser.stopTracing();
  if ('error' in outcome) throw outcome.error;
  const events = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
  return { result: outcome.value, tasks: mainThreadTasks(events.traceEvents) };
}

/**
 * The page's main thread is the `CrRendererMain` that ran the page's script; a trace also holds
 * other renderers (the browser's own pages), told apart by which one ran tasks at all.
 */
export function mainThreadTasks(traceEvents: TraceEvent[]): TracedTasks {
  const tasksOf = new Map<string, TraceEvent[]>();
  const mains = new Set(
    traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // A trace started on the browser's own endpoint names tasks after their task runner.
  const taskName = traceEvents.some((e) => e.name === 'RunTask')
    ? 'RunTask'
    : 'ThreadControllerImpl::RunTask';
  for (const e of traceEvents) {
    if (e.ph !== 'X' || e.name !== taskName) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!mains.has(key)) continue;
    let list = tasksOf.get(key);
    if (!list) tasksOf.set(key, (list = []));
    list.push(e);
  }
  const cpuOf = (list: TraceEvent[]) => list.reduce((n, e) => n + (e.tdur ?? 0), 0);
  const busiest = [...tasksOf.values()].sort((a, b) => cpuOf(b) - cpuOf(a))[0];
  const tasks = (busiest ?? []).map((e) => ({ wallMs: ms(e.dur), cpuMs: ms(e.tdur), event: e }));
  const names = new Map(
    traceEvents
      .filter((e) => e.name === 'thread_name')
      .map((e) => [`${e.pid}:${e.tid}`, e.args?.name ?? `${e.tid}`]),
  );
  const othersDuring = (task: TraceEvent) => {
    const start = task.ts;
    const end = task.ts + (task.dur ?? 0);
    const byThread = new Map<string, number>();
    for (const e of traceEvents) {
      if (e.ph !== 'X' || e.name !== taskName || !e.dur || e.tid === task.tid) continue;
      const overlap = Math.min(end, e.ts + e.dur) - Math.max(start, e.ts);
      if (overlap <= 0) continue;
      const thread = names.get(`${e.pid}:${e.tid}`) ?? `${e.tid}`;
      byThread.set(thread, (byThread.get(thread) ?? 0) + ((e.tdur ?? 0) * overlap) / e.dur);
    }
    return [...byThread]
      .map(([thread, us]) => ({ thread, cpuMs: ms(us) }))
      .filter((t) => t.cpuMs >= 1)
      .sort((a, b) => b.cpuMs - a.cpuMs)
      .slice(0, 4);
  };
  const threadEvents = traceEvents
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.name !== taskName &&
        e.cat?.includes('devtools.timeline') &&
        e.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const insideOf = (task: TraceEvent) => {
    const end = task.ts + (task.dur ?? 0);
    const byName = new Map<string, { wall: number; cpu: number }>();
    let outerEnd = -Infinity;
    for (const e of threadEvents) {
      if (e.pid !== task.pid || e.tid !== task.tid || e.ts < task.ts) continue;
      if (e.ts >= end) break;
      // Only the outermost events: a nested one is already inside its parent's time.
      if (e.ts < outerEnd) continue;
      outerEnd = e.ts + (e.dur ?? 0);
      const data = e.args?.data;
      const detail = data?.type ?? data?.functionName ?? data?.url?.replace(/^.*\//, '') ?? '';
      const name = detail ? `${e.name} ${detail}` : e.name;
      const sum = byName.get(name) ?? { wall: 0, cpu: 0 };
      sum.wall += e.dur ?? 0;
      sum.cpu += e.tdur ?? 0;
      byName.set(name, sum);
    }
    return [...byName]
      .map(([event, { wall, cpu }]) => ({ event, wallMs: ms(wall), cpuMs: ms(cpu) }))
      .filter((x) => x.wallMs >= 1)
      .sort((a, b) => b.wallMs - a.wallMs)
      .slice(0, 5);
  };
  const samples = samplesByThread(traceEvents);
  const described = ({ wallMs, cpuMs, event }: (typeof tasks)[number]): TaskCpu => {
    const functions = functionsIn(
      samples.get(`${event.pid}:${event.tid}`),
      event.ts,
      event.ts + (event.dur ?? 0),
    );
    return {
      wallMs,
      cpuMs,
      others: othersDuring(event),
      inside: insideOf(event),
      ...(functions.length > 0 ? { functions } : {}),
    };
  };
  const byCpu = [...tasks].sort((a, b) => b.cpuMs - a.cpuMs);
  const heaviest = byCpu[0];
  return {
    longTasks: tasks.filter((t) => t.wallMs > 50).map(described),
    maxCpu: heaviest ? described(heaviest) : none,
    heavy: byCpu
      .filter((t) => t.cpuMs > HEAVY_CPU_MS)
      .slice(0, 8)
      .map(described),
    totalCpuMs: Math.round(cpuOf(busiest ?? []) / 1000),
  };
}
