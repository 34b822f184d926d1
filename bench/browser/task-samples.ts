/**
 * The script functions that ran in one main-thread task, from the JS samples a trace holds when
 * it records `disabled-by-default-v8.cpu_profiler` (what DevTools' Performance panel shows under
 * a task). A trace's `RunTask` says how long a task was; these say which of the page's functions
 * it spent that time in (built unminified, they are the source's names).
 */
import { FRAMEWORK, frameName } from './profile';

interface SampleNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

export interface ProfileEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  id?: string;
  args?: {
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: SampleNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ThreadSamples {
  /** Each sample's time (trace µs) and its node, in time order. */
  times: number[];
  nodes: number[];
  byId: Map<number, SampleNode>;
}

/** The samples of each profiled thread, keyed `pid:tid`. */
export function samplesByThread(events: readonly ProfileEvent[]): Map<string, ThreadSamples> {
  const byProfile = new Map<string, { thread: string; at: number } & ThreadSamples>();
  for (const e of events) {
    if (e.ph !== 'P' || !e.id) continue;
    const data = e.args?.data;
    if (e.name === 'Profile' && data?.startTime !== undefined)
      byProfile.set(`${e.pid}:${e.id}`, {
        thread: `${e.pid}:${e.tid}`,
        at: data.startTime,
        times: [],
        nodes: [],
        byId: new Map(),
      });
    if (e.name !== 'ProfileChunk') continue;
    const profile = byProfile.get(`${e.pid}:${e.id}`);
    if (!profile) continue;
    for (const node of data?.cpuProfile?.nodes ?? []) profile.byId.set(node.id, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((node, i) => {
      profile.at += deltas[i] ?? 0;
      profile.times.push(profile.at);
      profile.nodes.push(node);
    });
  }
  return new Map([...byProfile.values()].map((p) => [p.thread, p]));
}

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);
/**
 * The script functions on the stacks of the samples in [from, to), by total time (ms), framework
 * frames left out, with the share the samples did not name (native work: style, layout, GC).
 */
export function functionsIn(
  thread: ThreadSamples | undefined,
  from: number,
  to: number,
  top = 10,
): [string, number][] {
  if (!thread) return [];
  const total = new Map<string, number>();
  let lo = 0;
  let hi = thread.times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((thread.times[mid] ?? 0) < from) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < thread.times.length && (thread.times[i] ?? 0) < to; i++) {
    const next = Math.min(thread.times[i + 1] ?? to, to);
    const us = next - (thread.times[i] ?? 0);
    const leaf = thread.byId.get(thread.nodes[i] ?? -1);
    if (!leaf || IDLE.has(leaf.callFrame.functionName)) {
      const name = leaf?.callFrame.functionName ?? '(unknown)';
      total.set(name, (total.get(name) ?? 0) + us);
      continue;
    }
    const seen = new Set<string>();
    for (let node: SampleNode | undefined = leaf; node; node = thread.byId.get(node.parent ?? -1)) {
      if (!node.callFrame.url || FRAMEWORK.test(node.callFrame.functionName)) continue;
      const name = frameName(node);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + us);
    }
  }
  return [...total]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => [name, Math.round(us / 100) / 10]);
}
