import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../server/app';
import type { PreviewTokens } from '../../server/auth/preview-tokens';
import type { MountedRoute } from '../../server/http/route-access';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    /** The server's live exhibition and notice tokens (declared alike in both global setups). */
    previewTokens: PreviewTokens;
    /** Every /api route the contract server mounted, with its declared access. */
    apiRoutes: readonly MountedRoute[];
  }
}

/** Receivable rows of the contract server (the default 100 000 adds seconds to every run). */
export const CONTRACT_SEED_SCALE = 20_000;

/**
 * One real reference server for the whole contract run: on a fresh PGlite folder, or on the
 * PostgreSQL named by CONTRACT_DATABASE_URL (reseeded first, so every run starts equal).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-contract-'));
  const databaseUrl = process.env.CONTRACT_DATABASE_URL;
  const server = await startServer({
    port: 0,
    dataDir,
    // No UI: the API is under test, and a `dist` left by a build must not change the answers.
    staticDir: join(dataDir, 'no-ui'),
    quiet: true,
    // Enough receivables for paging, sums and sync to mean something, quick to seed.
    seedScale: CONTRACT_SEED_SCALE,
    // The receivables tests change rows with demo/touch.
    demoTools: true,
    ...(databaseUrl ? { databaseUrl, reseed: true } : {}),
  });
  project.provide('serverUrl', server.url);
  project.provide('previewTokens', server.previewTokens);
  project.provide('apiRoutes', server.routes);
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(server.filesDir, { recursive: true, force: true });
  };
}
