import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AddressInfo } from 'node:net';
import type { RuntimeConfig } from '../src/shared/config/runtime-config';
import { generateLoginKeyPair, loadLoginKeys } from './auth/login-keys';
import { decoyPasswordHash } from './auth/passwords';
import { loadPreviewTokens, type PreviewTokens } from './auth/preview-tokens';
import { purgeExpiredSessions } from './auth/sessions';
import { createSignInProtection, type SignInProtectionOptions } from './auth/sign-in-protection';
import type { DbKind } from './db/db';
import { fairDb, fairSlots } from './db/fair-db';
import { FairScheduler } from './db/fair-scheduler';
import { migrate } from './db/migrate';
import { defaultFilesDir, openFileStore } from './files/file-store';
import {
  createAnalyticsLimits,
  type AnalyticsLimitOptions,
} from './handlers/analytics/analytics-limits';
import { readSetting, SettingKey } from './db/settings';
import { openDb } from './db/open-db';
import { mountApiFallbacks } from './http/api-fallbacks';
import { limitApiBodies } from './http/body-limit';
import { drainUnreadBodies } from './http/drain-body';
import { fairQueue } from './http/fair-queue';
import { buildRuntimeConfig, servePortalConfig } from './http/portal-config';
import { registerRoutes } from './http/register-routes';
import { mountPasswordResetExtras } from './handlers/password-reset/mount-password-reset-extras';
import { stopOcr } from './ocr/stop-ocr';
import type { MountedRoute } from './http/route-access';
import { securityHeaders } from './http/security-headers';
import type { ServerContext } from './http/server-context';
import { createLogger, type Logger } from './log';
import { DEFAULT_SEED_SCALE, ensureSeeded, hashDemoPasswords } from './seed/seed';
import { serveUi } from './static/serve-ui';

export const DEFAULT_DATA_DIR = '.data/pglite';
export const DEFAULT_PRODUCT_CODE = 'scf';
export const DEFAULT_APP_ID = 'scf-portal';

export interface StartServerOptions {
  /** 0 picks a free port. */
  port: number;
  /** Default 127.0.0.1: the reference server is for this machine unless told otherwise. */
  host?: string;
  /** PGlite data folder (default `.data/pglite`); ignored when databaseUrl is given. */
  dataDir?: string;
  /**
   * Uploaded files (default: beside the data folder, `<dataDir>-files`, so `.data/pglite-files`).
   * Servers sharing one DATABASE_URL must share it too.
   */
  filesDir?: string;
  /** A real PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Drop the demo data and seed again. */
  reseed?: boolean;
  /** Built UI to serve (default `dist`). */
  staticDir?: string;
  /** No start-up or request logging (errors are always logged). */
  quiet?: boolean;
  /** Receivable rows to seed (used by later issues), default 100 000. */
  seedScale?: number;
  /** Suppliers those rows are spread over when seeding, default 1 (docs/scaling.md). */
  seedCompanies?: number;
  /** `{product}` of every API path, default `scf`. */
  productCode?: string;
  appId?: string;
  /** Sign-in throttling and replay windows (tests shorten them; defaults in sign-in-protection.ts). */
  signIn?: SignInProtectionOptions;
  /** Anonymous analytics rate and size caps (defaults in analytics-limits.ts). */
  analytics?: AnalyticsLimitOptions;
  /** The clock of those limits (tests move it instead of sleeping). */
  now?: () => number;
  /**
   * Mounts the demo and test tools (`…/ar/management/demo/touch`, which changes and deletes
   * receivables). Set by the test setups and benchmarks, never by `npm start`.
   */
  demoTools?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  config: RuntimeConfig;
  /** Stops accepting requests, ends open connections and closes the database. */
  close(): Promise<void>;
  /** From the call to listening: database open, migrations, seed, keys. */
  startupMs: number;
  /** Whether this start seeded (first start or reseed). */
  seeded: boolean;
  /** The scale the data was seeded at (receivable rows, for later issues). */
  seedScale: number;
  dbKind: DbKind;
  dbLocation: string;
  /** Where uploaded files are kept. */
  filesDir: string;
  /**
   * Live preview tokens (exhibition: `/buyer-outlook-exhibition?exhibitionToken=…`; notice:
   * `/notice/news?notice=…`), for the banner and for tests that open the preview pages.
   */
  previewTokens: PreviewTokens;
  /** Every /api route mounted, with its declared access (the route registry). */
  routes: readonly MountedRoute[];
}

export async function startServer(opts: StartServerOptions): Promise<RunningServer> {
  const started = performance.now();
  const log = createLogger(opts.quiet ?? false);
  const productCode = opts.productCode ?? DEFAULT_PRODUCT_CODE;
  if (!/^[a-z0-9][a-z0-9-]*$/.test(productCode)) {
    throw new Error(`product code "${productCode}" must be lower-case letters, digits and dashes`);
  }

  const dataDir = resolve(opts.dataDir ?? DEFAULT_DATA_DIR);

  // A new PGlite folder means initdb (seconds, on this thread): meanwhile make the key pair and
  // the password hashes, which run on libuv's thread pool. On any other start they are not needed.
  const fresh = !opts.databaseUrl && !existsSync(join(dataDir, 'PG_VERSION'));
  const early = fresh
    ? { keyPair: generateLoginKeyPair(), hashes: hashDemoPasswords() }
    : undefined;
  // If the start fails before they are awaited, their rejection must not crash the process.
  early?.keyPair.catch(() => undefined);
  early?.hashes.catch(() => undefined);

  const { db, kind, location } = await openDb({
    dataDir,
    ...(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {}),
  });
  try {
    await migrate(db);
    const seeded = await ensureSeeded(db, {
      reseed: opts.reseed ?? false,
      scale: opts.seedScale ?? DEFAULT_SEED_SCALE,
      ...(opts.seedCompanies ? { companies: opts.seedCompanies } : {}),
      ...(early ? { passwordHashes: early.hashes } : {}),
    });
    const seedScale = Number(await readSetting(db, SettingKey.seedScale));
    if (!seeded && opts.seedScale !== undefined && opts.seedScale !== seedScale) {
      log.info(
        `  seed scale ${opts.seedScale} not applied: the data was seeded at ${seedScale}; add --reseed`,
      );
    }
    await purgeExpiredSessions(db);
    const previewTokens = await loadPreviewTokens(db);
    const server: ServerContext = {
      // Requests take fair turns at the database (docs/reference-server.md#fair-turns).
      db: fairDb(db, new FairScheduler(fairSlots(kind))),
      productCode,
      appId: opts.appId ?? DEFAULT_APP_ID,
      loginKeys: await loadLoginKeys(db, early?.keyPair),
      log,
      files: openFileStore(opts.filesDir ?? defaultFilesDir(dataDir)),
      limits: {
        signIn: createSignInProtection(opts.signIn, opts.now),
        analytics: createAnalyticsLimits(opts.analytics, opts.now),
      },
    };
    // Computed now so the first login with an unknown name is not slower than the others.
    void decoyPasswordHash();

    const config = buildRuntimeConfig(server);
    const app = new Hono();
    app.use(securityHeaders());
    app.use('/api/*', drainUnreadBodies());
    if (!opts.quiet) app.use(requestLogger(log));
    fairQueue(app);
    limitApiBodies(app);
    servePortalConfig(app, config);
    const routes: MountedRoute[] = [];
    registerRoutes({ app, server, routes }, { demoTools: opts.demoTools ?? false });
    mountPasswordResetExtras(app, server, opts.now);
    mountApiFallbacks(app, log);
    serveUi(app, resolve(opts.staticDir ?? 'dist'));

    const host = opts.host ?? '127.0.0.1';
    const { httpServer, port } = await listen(app, opts.port, host);
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    let closing: Promise<void> | undefined;
    return {
      url,
      port,
      config,
      startupMs: Math.round(performance.now() - started),
      seeded,
      seedScale,
      dbKind: kind,
      dbLocation: location,
      filesDir: server.files.dir,
      previewTokens,
      routes,
      close: () => {
        closing ??= closeAll(httpServer, () => db.close());
        stopOcr();
        return closing;
      },
    };
  } catch (error) {
    // A failed start must not leave PGlite's folder locked or a pool open.
    await db.close().catch(() => undefined);
    throw error;
  }
}

function listen(
  app: Hono,
  port: number,
  hostname: string,
): Promise<{ httpServer: ServerType; port: number }> {
  return new Promise((resolvePromise, reject) => {
    const httpServer = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) =>
      resolvePromise({ httpServer, port: info.port }),
    );
    httpServer.once('error', reject);
  });
}

async function closeAll(httpServer: ServerType, closeDb: () => Promise<void>): Promise<void> {
  await new Promise<void>((resolvePromise) => {
    httpServer.close(() => resolvePromise());
    // Keep-alive connections would hold close() open until they time out.
    if ('closeAllConnections' in httpServer) httpServer.closeAllConnections();
  });
  await closeDb();
}

function requestLogger(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const t0 = performance.now();
    await next();
    if (c.req.path.startsWith('/api/')) {
      log.info(
        `${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - t0)} ms`,
      );
    }
  };
}
