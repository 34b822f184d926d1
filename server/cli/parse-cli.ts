import {
  DEFAULT_APP_ID,
  DEFAULT_DATA_DIR,
  DEFAULT_PRODUCT_CODE,
  type StartServerOptions,
} from '../app';
import { MAX_SEED_COMPANIES } from '../seed/seed-ar-companies';

export const DEFAULT_PORT = 5173;

/**
 * Start options from the environment and flags (flags win). Wrong values stop the start with a
 * message rather than silently falling back.
 */
export function parseCli(argv: readonly string[], env: NodeJS.ProcessEnv): StartServerOptions {
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) throw new Error(`unexpected argument "${arg}"`);
    const [name = '', inline] = arg.slice(2).split('=', 2);
    if (name === 'reseed' || name === 'quiet') flags.set(name, true);
    else if (['scale', 'seed-companies', 'port', 'host', 'data-dir', 'static-dir'].includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new Error(`--${name} needs a value`);
      flags.set(name, value);
    } else throw new Error(`unknown flag --${name}`);
  }
  const text = (flag: string, envName: string) => {
    const v = flags.get(flag);
    return typeof v === 'string' ? v : env[envName] || undefined;
  };

  const options: StartServerOptions = {
    port: integer('port', text('port', 'PORT') ?? String(DEFAULT_PORT), 0, 65535),
    dataDir: text('data-dir', 'DATA_DIR') ?? DEFAULT_DATA_DIR,
    staticDir: text('static-dir', 'STATIC_DIR') ?? 'dist',
    reseed: flags.has('reseed') || env.RESEED === '1' || env.RESEED === 'true',
    quiet: flags.has('quiet'),
    productCode: env.PRODUCT_CODE || DEFAULT_PRODUCT_CODE,
    appId: env.APP_ID || DEFAULT_APP_ID,
  };
  // Only when asked for: the server then says if the data was seeded at another scale.
  const scale = text('scale', 'SEED_SCALE');
  if (scale !== undefined) options.seedScale = integer('scale', scale, 0, 50_000_000);
  const companies = text('seed-companies', 'SEED_COMPANIES');
  if (companies !== undefined) {
    options.seedCompanies = integer('seed-companies', companies, 1, MAX_SEED_COMPANIES);
  }
  const host = text('host', 'HOST');
  if (host) options.host = host;
  if (env.DATABASE_URL) options.databaseUrl = env.DATABASE_URL;
  return options;
}

function integer(name: string, value: string, min: number, max: number): number {
  const n = value.trim() === '' ? NaN : Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return n;
}
