/**
 * A CPU profile of the core worker over one phase (`bench:browser --profile-sync`: the first
 * sync), through the page's auto-attached worker session, and its heaviest functions by self
 * time: where the worker's share of the first sync goes (issue 21).
 */
import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { workerSession } from './worker-memory';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export async function startWorkerProfile(page: Page, script = 'core-worker') {
  const worker = await workerSession(page, script);
  await worker.send('Profiler.enable');
  await worker.send('Profiler.setSamplingInterval', { interval: 1000 });
  await worker.send('Profiler.start');
  return {
    /** Saves the profile to `path` and answers the `top` functions by self time, ms. */
    async stop(path: string, top = 25): Promise<[string, number][]> {
      const { profile } = await worker.send<{ profile: CpuProfile }>('Profiler.stop');
      await worker.detach();
      await writeFile(path, JSON.stringify(profile));
      const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
      const self = new Map<string, number>();
      profile.samples.forEach((id, i) => {
        const frame = nodes.get(id)?.callFrame;
        if (!frame) return;
        const file = frame.url.split('/').pop() ?? '';
        const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
        self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      });
      return [...self].sort((a, b) => b[1] - a[1]).slice(0, top);
    },
  };
}
