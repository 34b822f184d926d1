import { describe, expect, inject, it } from 'vitest';
import { APP_ID, serverUrl, signIn } from './helpers/api';
import { DEMO_USER_NAMES } from './helpers/demo-user-names';

/** The demo sign-ins of the README, and a caller without a session. */
const USERS = DEMO_USER_NAMES;
const ANONYMOUS = 'anonymous';

type Outcome = 'allowed' | 'forbidden' | 'signInNeeded';

/**
 * Calls a mounted route as the user would, with nothing valid in it: overlong path parameters, and
 * for methods with a body a JSON array, which no declared body accepts. The gate runs before
 * the input is read, so the answer tells access apart (403, 401/1100) without changing data.
 */
async function probe(method: string, path: string, token?: string): Promise<Outcome> {
  // Longer than any declared path parameter, so a route that switches something (role change)
  // refuses the value after the gate instead of acting on it.
  const url = new URL(path.replace(/:\w+/g, 'x'.repeat(300)), serverUrl());
  const headers: Record<string, string> = { appId: APP_ID, 'x-language': 'en-US' };
  if (token) headers.token = token;
  const hasBody = method !== 'GET';
  if (hasBody) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, { method, headers, ...(hasBody ? { body: '[]' } : {}) });
  const text = await response.text();
  // A file answered (an import template) is the route working.
  if (!(response.headers.get('content-type') ?? '').includes('json')) return 'allowed';
  const { code } = JSON.parse(text) as { code: number };
  if (response.status === 404) throw new Error(`${method} ${path} is mounted but answers 404`);
  if (code === 403) return 'forbidden';
  if (code === 401 || code === 1100) return 'signInNeeded';
  return 'allowed';
}

describe('authorization matrix', () => {
  const routes = inject('apiRoutes');

  it('answers every mounted route × every demo user as the matrix kept in the repo says', async () => {
    const tokens = new Map<string, string | undefined>([[ANONYMOUS, undefined]]);
    for (const user of USERS) tokens.set(user, await signIn(user));

    const matrix: Record<string, { access: string; allowed: string }> = {};
    for (const route of [...routes].sort((a, b) => a.id.localeCompare(b.id))) {
      const outcomes = await Promise.all(
        [...tokens].map(async ([user, token]) => ({
          user,
          outcome: await probe(route.method, route.path, token),
        })),
      );
      for (const { user, outcome } of outcomes) {
        // Denied callers get the answer their kind expects: 401 without a session, 403 with one.
        if (outcome === 'allowed') continue;
        expect(outcome, `${route.id} as ${user}`).toBe(
          user === ANONYMOUS ? 'signInNeeded' : 'forbidden',
        );
      }
      const allowed = outcomes.filter((o) => o.outcome === 'allowed').map((o) => o.user);
      matrix[`${route.method} ${route.id}`] = { access: route.access, allowed: allowed.join(' ') };
    }

    // Reviewed by hand; regenerate with `npx vitest run --project contract -u <this file>`.
    await expect(`${JSON.stringify(matrix, null, 2)}\n`).toMatchFileSnapshot(
      './authorization-matrix.json',
    );
    // About 1 000 calls on a shared 2-core machine.
  }, 300_000);

  it('lets neither limited nor noaccess read receivables', () => {
    const receivables = routes.filter((r) => r.path.includes('/ar/management/'));
    expect(receivables.length).toBeGreaterThanOrEqual(23);
    for (const route of receivables) expect(route.access).toBe('menu dashboard.ar');
  });

  it('mounts every route with a declared access, public ones only where the spec has no session', () => {
    const publicIds = routes.filter((r) => r.access === 'public').map((r) => r.id);
    expect(publicIds.sort()).toEqual([
      'analytics.startSession',
      'analytics.trackAction',
      'auth.login',
      'auth.logout',
      'passwordReset.requestCode',
      'passwordReset.resetPassword',
      'session.previewTokenVerify',
    ]);
  });
});
