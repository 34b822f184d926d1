import {
  parseRuntimeConfig,
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
} from '../../shared/config/runtime-config';

/** Runtime configuration is served next to the UI, so one build runs against any backend. */
export async function loadRuntimeConfig(
  origin: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const response = await fetchImpl(new URL(RUNTIME_CONFIG_PATH, origin), { cache: 'no-store' });
  if (!response.ok) {
    throw new Error(
      `portal configuration unavailable: HTTP ${response.status} ${response.statusText}`,
    );
  }
  return parseRuntimeConfig(await response.json());
}
