import { startServer } from './app';
import { startBanner } from './cli/banner';
import { parseCli } from './cli/parse-cli';

/**
 * `tsx server/main.ts [--reseed] [--scale N] [--seed-companies N] [--port N] [--host H] [--data-dir D] [--static-dir D]`
 * Environment: PORT, HOST, DATA_DIR, DATABASE_URL, RESEED=1, SEED_SCALE, SEED_COMPANIES, STATIC_DIR,
 * PRODUCT_CODE, APP_ID. See docs/reference-server.md.
 */
async function main(): Promise<void> {
  let options;
  try {
    options = parseCli(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`server: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
  const server = await startServer(options);
  console.log(startBanner(server));

  // PGlite writes its files on close; a kill without it risks a data folder needing recovery.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n  ${signal}: closing the database…`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('server: close failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // The message says what to do (port in use, folder locked, bad URL); DEBUG=1 shows where.
  const detail = error instanceof Error ? error.message : String(error);
  console.error(`server: could not start: ${detail}`);
  if (process.env.DEBUG) console.error(error);
  process.exit(1);
});
