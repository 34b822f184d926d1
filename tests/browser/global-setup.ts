import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../server/app';
import type { PreviewTokens } from '../../server/auth/preview-tokens';
import { ensureChromium } from '../../scripts/ensure-chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    /** The server's live exhibition and notice tokens (declared alike in both global setups). */
    previewTokens: PreviewTokens;
  }
}

/** Builds the UI as `npm start` does and serves it from the real reference server. */
export default async function setup(project: TestProject) {
  ensureChromium();
  // A build folder of its own: two test runs at once (or `npm start` meanwhile) must not
  // overwrite each other's assets.
  const outDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  // Vitest runs with NODE_ENV=test, and Vite then bundles React's development build (its
  // double effects under StrictMode, its warnings, its speed): the tests would not see what
  // users get. The build runs as `npm start` runs it.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-browser-'));
  const server = await startServer({
    port: 0,
    dataDir,
    staticDir: outDir,
    quiet: true,
    // receivables.test.ts changes rows with demo/touch.
    demoTools: true,
  });
  project.provide('portalUrl', server.url);
  project.provide('previewTokens', server.previewTokens);
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(server.filesDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  };
}
