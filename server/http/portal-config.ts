import type { Hono } from 'hono';
import {
  RUNTIME_CONFIG_PATH,
  runtimeConfigSchema,
  type RuntimeConfig,
} from '../../src/shared/config/runtime-config';
import { BUILD_VERSION } from '../../src/shared/constants';
import type { ServerContext } from './server-context';

/** The configuration the UI reads at start-up; parsed with the UI's own schema so they agree. */
export function buildRuntimeConfig(server: ServerContext): RuntimeConfig {
  return runtimeConfigSchema.parse({
    apiBase: '/',
    productCode: server.productCode,
    appId: server.appId,
    loginPublicKey: server.loginKeys.publicKeySpki,
    version: BUILD_VERSION,
  });
}

/** GET /portal-config.json, never cached: it names the key the login must be encrypted with. */
export function servePortalConfig(app: Hono, config: RuntimeConfig): void {
  app.get(RUNTIME_CONFIG_PATH, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(config);
  });
}
