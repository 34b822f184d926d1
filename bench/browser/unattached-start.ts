/**
 * Cold starts of /dashboard/ar in a new tab with no DevTools session in the page, as a user's
 * browser opens it. Playwright attaches to every page it can see, and on a renderer's first load
 * that session costs the page's own main thread ~30 ms: V8 collects the source positions of each
 * module script it evaluates (`V8.CollectSourcePositions`, a second parse of the whole script),
 * which it does not do without the session. So this start runs in a Chromium of its own with a
 * profile on disk: Playwright signs in and syncs there, then lets go of the browser, and a raw CDP
 * connection to the browser (never to the page) opens the tab under a trace and reads its main
 * thread's tasks from it (task-cpu.ts reads the same events).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../scripts/ensure-chromium';
import { CHROMIUM_ARGS } from '../../scripts/launch-chromium';
import { AR_LOCAL, arSettledLocal } from './dashboards';
import { signIn } from './sign-in';
import { mainThreadTasks, type TracedTasks, type TraceEvent } from './task-cpu';

export interface UnattachedStart {
  /** The main thread's tasks in the tab's first `watchMs`. */
  tasks: TracedTasks;
  /** The tab showed the dashboard's local figures at the end (asked after the trace). */
  dashboardShown: boolean;
}

/** A minimal CDP client on the browser's own endpoint (Node's WebSocket: --experimental-websocket). */
async function cdpClient(endpoint: string) {
  const socket = new WebSocket(endpoint);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve);
    socket.addEventListener('error', reject);
  });
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  const listeners = new Map<string, (params: unknown) => void>();
  socket.addEventListener('message', (message) => {
    const data = JSON.parse(String(message.data)) as {
      id?: number;
      method?: string;
      params?: unknown;
      result?: unknown;
    };
    if (data.id !== undefined) waiting.get(data.id)?.(data.result);
    else if (data.method) listeners.get(data.method)?.(data.params);
  });
  return {
    send: <T>(method: string, params: object = {}, sessionId?: string) =>
      new Promise<T>((resolve) => {
        const id = ++next;
        waiting.set(id, resolve as (result: unknown) => void);
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      }),
    on: (method: string, listener: (params: unknown) => void) => listeners.set(method, listener),
    close: () => socket.close(),
  };
}

async function devToolsPort(profile: string): Promise<number> {
  for (let i = 0; i < 100; i++) {
    const text = await readFile(join(profile, 'DevToolsActivePort'), 'utf8').catch(() => '');
    const port = Number(text.split('\n')[0]);
    if (port > 0) return port;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its DevTools port');
}

/**
 * Signs in as the demo supplier, syncs, then opens /dashboard/ar `count` times in a new,
 * unattached tab.
 */
export async function unattachedStarts(
  baseUrl: string,
  { count = 3, watchMs = 4000 } = {},
): Promise<UnattachedStart[]> {
  const profile = await mkdtemp(join(tmpdir(), 'bench-unattached-'));
  const child = spawn(
    chromiumPath(),
    [
      ...CHROMIUM_ARGS,
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    const port = await devToolsPort(profile);
    const attached = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const context = attached.contexts()[0];
    if (!context) throw new Error('no default context');
    const page = await context.newPage();
    page.setDefaultTimeout(180_000);
    await signIn(page, { origin: baseUrl });
    await page.goto(`${baseUrl}/dashboard/ar`);
    await arSettledLocal(page);
    // The sync's tables committed: one more load answers from them before letting go.
    await page.reload();
    await arSettledLocal(page);
    await page.close();
    // Disconnects only: the default context and its profile stay, with no session in any page.
    await attached.close();

    const { webSocketDebuggerUrl } = (await (
      await fetch(`http://127.0.0.1:${port}/json/version`)
    ).json()) as { webSocketDebuggerUrl: string };
    const cdp = await cdpClient(webSocketDebuggerUrl);
    const starts: UnattachedStart[] = [];
    for (let i = 0; i < count; i++) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (params) =>
        events.push(...(params as { value: TraceEvent[] }).value),
      );
      const complete = new Promise((resolve) => cdp.on('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', {
        traceConfig: { includedCategories: ['toplevel', 'devtools.timeline'] },
        transferMode: 'ReportEvents',
      });
      const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', {
        url: `${baseUrl}/dashboard/ar`,
      });
      await new Promise((resolve) => setTimeout(resolve, watchMs));
      await cdp.send('Tracing.end');
      await complete;
      // Only now a session in the page: did it show the dashboard's local figures?
      const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', {
        targetId,
        flatten: true,
      });
      const { result } = await cdp.send<{ result: { value: boolean } }>(
        'Runtime.evaluate',
        { expression: `!!document.querySelector('${AR_LOCAL}')`, returnByValue: true },
        sessionId,
      );
      starts.push({ tasks: mainThreadTasks(events), dashboardShown: result.value });
      await cdp.send('Target.closeTarget', { targetId });
    }
    cdp.close();
    return starts;
  } finally {
    child.kill();
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(profile, { recursive: true, force: true });
  }
}
