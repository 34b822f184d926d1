import { z } from 'zod';

/**
 * Configuration the portal reads at start-up from `/portal-config.json` (served next to the UI),
 * so that the base URL, product code and the server's public key are never compiled in.
 */
export const runtimeConfigSchema = z.object({
  /** Base path of the API; the documented default is `/`. */
  apiBase: z.string().default('/'),
  productCode: z.string().min(1).default('scf'),
  appId: z.string().min(1),
  /** RSA-OAEP (SHA-256) public key of the login endpoint, SPKI, base64. */
  loginPublicKey: z.string().min(1),
  version: z.string().default('v2.48.0'),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const RUNTIME_CONFIG_PATH = '/portal-config.json';

/** Fails with the list of what is missing or wrong rather than the first problem only. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map(
      (i) => `${i.path.join('.') || '(root)'}: ${i.message}`,
    );
    throw new Error(`invalid portal configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}
