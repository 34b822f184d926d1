import { describe, expect, it } from 'vitest';
import type { EndpointDef } from '../../src/api/contract/endpoint';
import { serverUrl, signIn } from './helpers/api';
import { declaredEndpoints } from './helpers/fuzz/declared-endpoints';
import { generate, type FuzzRequest } from './helpers/fuzz/generate';
import { seededRandom } from './helpers/fuzz/prng';
import { send, type Finding } from './helpers/fuzz/send';

/** Requests per endpoint; ~100 endpoints make a few thousand requests in all. */
const SIGNED_IN_PER_ENDPOINT = 16;
const ANONYMOUS_PER_ENDPOINT = 4;
/** Requests in flight at once: enough to keep the server busy, not to starve it. */
const IN_FLIGHT = 4;

function requestsFor(endpoints: readonly EndpointDef[], perEndpoint: number, seed: number) {
  const random = seededRandom(seed);
  const requests: FuzzRequest[] = [];
  for (const endpoint of endpoints) {
    for (let i = 0; i < perEndpoint; i++) {
      const request = generate(endpoint, random);
      if (request) requests.push(request);
    }
  }
  return requests;
}

async function run(requests: readonly FuzzRequest[], token: string | undefined) {
  const findings: Finding[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++] as FuzzRequest;
      const finding = await send(serverUrl(), request, token);
      if (finding) findings.push(finding);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return findings;
}

function report(findings: readonly Finding[]) {
  const byEndpoint = new Map<string, Finding[]>();
  for (const f of findings) byEndpoint.set(f.endpoint, [...(byEndpoint.get(f.endpoint) ?? []), f]);
  return [...byEndpoint.entries()].map(
    ([id, list]) =>
      `${id}: ${list.length}× e.g. HTTP ${list[0]?.status} ${list[0]?.what} for ${list[0]?.request}`,
  );
}

describe('the bounded fuzz suite over every declared endpoint', () => {
  const endpoints = declaredEndpoints();

  it('finds the declared endpoints', () => {
    // Declared lists, exports, imports and templates sit in lists and records, not as exports.
    expect(endpoints.length).toBeGreaterThan(90);
    expect(endpoints.map((e) => e.id)).toEqual(
      expect.arrayContaining([
        'session.previewTokenVerify',
        'trading.purchaseList',
        'pages.importPurchase',
      ]),
    );
  });

  it(
    'answers a signed-in supplier with no 5xx and always the envelope',
    { timeout: 180_000 },
    async () => {
      const requests = requestsFor(endpoints, SIGNED_IN_PER_ENDPOINT, 16_001);
      expect(requests.length).toBeGreaterThan(1500);
      const findings = await run(requests, await signIn('supplier'));
      console.info(`fuzz (supplier): ${requests.length} requests, ${findings.length} findings`);
      expect(report(findings)).toEqual([]);
    },
  );

  it(
    'answers an anonymous caller with no 5xx and always the envelope',
    { timeout: 120_000 },
    async () => {
      const requests = requestsFor(endpoints, ANONYMOUS_PER_ENDPOINT, 16_002);
      const findings = await run(requests, undefined);
      console.info(`fuzz (anonymous): ${requests.length} requests, ${findings.length} findings`);
      expect(report(findings)).toEqual([]);
    },
  );
});
