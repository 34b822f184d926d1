/**
 * `--profile` for the browser bench: a CPU profile of each dashboard phase (CDP Profiler), saved
 * as a .cpuprofile (opens in Chromium's DevTools, Performance panel) and summarised as what ran in
 * each busy stretch over 50 ms (`--profile-over MS` for another threshold): the long tasks'
 * functions by self time, and every script function on their stacks by total time (built
 * unminified, so the names are the source's). The Long Tasks API only says that a task was long;
 * this says why.
 */
import { writeFile } from 'node:fs/promises';
import type { CDPSession, Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface BusyStretch {
  ms: number;
  /** The functions with the most self time, with their ms. */
  self: [string, number][];
  /** The script functions on the stack, by total time (the bench builds unminified to name them). */
  own: [string, number][];
}

const IDLE = new Set(['(idle)', '(garbage collector)']);
/** An idle stretch this long ends a task (the sampling interval is 0.5 ms). */
const GAP_US = 400;
/** React's and the scheduler's own frames: on every stack, they name no cause. */
export const FRAMEWORK =
  /^(perform|flush|commit|recursively|render|workLoop|begin|complete|update|process|dispatch|batched|reconcile|run|callback|\(anonymous\)|mount|finishConcurrentRender|bubbleProperties)/;

export async function startProfile(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  return cdp;
}

export const frameName = (node: Pick<ProfileNode, 'callFrame'>) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^.*\/(assets|src)\//, '$1/').replace(/\?.*$/, '');
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
};

const top = (counts: Map<string, number>, n: number): [string, number][] =>
  [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => [name, Math.round(us / 100) / 10]);

/** Stops the profile, writes it to `path` and returns the busy stretches over `overMs`. */
export async function stopProfile(
  cdp: CDPSession,
  path: string,
  overMs = 50,
): Promise<BusyStretch[]> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await cdp.detach();
  await writeFile(path, JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);

  const stretches: BusyStretch[] = [];
  let run: { us: number; samples: [number, number][] } | null = null;
  let idleFor = 0;
  const close = () => {
    if (run && run.us > overMs * 1000) stretches.push(summarise(run.samples, run.us, byId, parent));
    run = null;
  };
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i + 1] ?? 0;
    const node = byId.get(id);
    if (!node || IDLE.has(node.callFrame.functionName)) {
      idleFor += delta;
      if (idleFor > GAP_US) close();
      return;
    }
    idleFor = 0;
    run ??= { us: 0, samples: [] };
    run.us += delta;
    run.samples.push([id, delta]);
  });
  close();
  return stretches;
}

function summarise(
  samples: [number, number][],
  us: number,
  byId: Map<number, ProfileNode>,
  parent: Map<number, number>,
): BusyStretch {
  const self = new Map<string, number>();
  const own = new Map<string, number>();
  for (const [id, delta] of samples) {
    const node = byId.get(id);
    if (!node) continue;
    const name = frameName(node);
    self.set(name, (self.get(name) ?? 0) + delta);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at);
      if (!frame?.callFrame.url || FRAMEWORK.test(frame.callFrame.functionName)) continue;
      const ownName = frameName(frame);
      if (seen.has(ownName)) continue;
      seen.add(ownName);
      own.set(ownName, (own.get(ownName) ?? 0) + delta);
    }
  }
  return { ms: Math.round(us / 1000), self: top(self, 8), own: top(own, 16) };
}

export function printStretches(
  name: string,
  stretches: BusyStretch[],
  log: (line: string) => void,
) {
  log(`profile ${name}: ${stretches.length} busy stretches`);
  for (const stretch of stretches) {
    log(`  ${stretch.ms} ms`);
    log(`    self: ${stretch.self.map(([f, ms]) => `${f} ${ms}`).join(' | ')}`);
    log(`    total: ${stretch.own.map(([f, ms]) => `${f} ${ms}`).join(' | ')}`);
  }
}
