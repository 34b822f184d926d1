/**
 * The load of `npm run bench:server`: heavy clients that loop on their call until told to stop,
 * and a light probe (one unrelated user's cheap call, one at a time) whose latency is what the
 * bench is about.
 */
import { resolvePath, type EndpointDef } from '../../src/api/contract/endpoint';

export interface Caller {
  url: string;
  product: string;
}

export interface HeavyKind {
  name: string;
  endpoint: EndpointDef;
  /** A fresh body per call, so the database cannot answer every call from one cached plan/page. */
  body: () => unknown;
}

export interface CallStats {
  ok: number;
  /** Answers with another code than 200 (e.g. refused as too many requests), by code. */
  refused: Record<string, number>;
  failed: number;
}

/** Calls an endpoint as the portal does; resolves to the envelope code (or -1 on HTTP failure). */
export async function callEndpoint(
  caller: Caller,
  endpoint: EndpointDef,
  token: string,
  body?: unknown,
): Promise<number> {
  const headers: Record<string, string> = {
    appId: 'scf-portal',
    token,
    'x-language': 'en-US',
    Accept: 'application/json',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(
      new URL(resolvePath(endpoint.path, caller.product, undefined), caller.url),
      {
        method: endpoint.method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
    );
    const envelope = (await response.json()) as { code?: number };
    return typeof envelope.code === 'number' ? envelope.code : -1;
  } catch {
    return -1;
  }
}

/** `clients` loops spread over the kinds (client i runs kind i mod n) until `stop` resolves. */
export async function runHeavy(
  caller: Caller,
  token: string,
  kinds: readonly HeavyKind[],
  clients: number,
  stop: Promise<void>,
): Promise<Record<string, CallStats>> {
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  const stats: Record<string, CallStats> = {};
  for (const kind of kinds) stats[kind.name] = { ok: 0, refused: {}, failed: 0 };
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      const kind = kinds[i % kinds.length] as HeavyKind;
      const s = stats[kind.name] as CallStats;
      while (!stopped) {
        const code = await callEndpoint(caller, kind.endpoint, token, kind.body());
        if (code === 200) s.ok++;
        else if (code === -1) s.failed++;
        else s.refused[code] = (s.refused[code] ?? 0) + 1;
      }
    }),
  );
  return stats;
}

/** The light probe: one call at a time with a short pause, latencies in ms, until `stop`. */
export async function runProbe(
  caller: Caller,
  endpoint: EndpointDef,
  token: string,
  stop: Promise<void>,
  pauseMs = 20,
): Promise<{ latencies: number[]; notOk: number }> {
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  const latencies: number[] = [];
  let notOk = 0;
  while (!stopped) {
    const t0 = performance.now();
    const code = await callEndpoint(caller, endpoint, token);
    latencies.push(performance.now() - t0);
    if (code !== 200) notOk++;
    await new Promise((r) => setTimeout(r, pauseMs));
  }
  return { latencies, notOk };
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}
