import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer, type StartServerOptions } from '../../../server/app';

/** A clock a test moves by hand: the real time plus whatever the test has added. */
export function movableClock() {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms: number) => {
      offset += ms;
    },
  };
}

/**
 * A reference server of the test file's own, on a temp folder with a tiny seed, for limits the
 * shared contract server must not reach (a locked demo user or 127.0.0.1 would break the other
 * files). Close it with `stop`.
 */
export async function startOwnServer(
  label: string,
  options: Omit<StartServerOptions, 'port'>,
): Promise<{ server: RunningServer; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `portal-${label}-`));
  const server = await startServer({
    port: 0,
    dataDir,
    staticDir: join(dataDir, 'no-ui'),
    quiet: true,
    seedScale: 10,
    ...options,
  });
  return {
    server,
    stop: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(server.filesDir, { recursive: true, force: true });
    },
  };
}
