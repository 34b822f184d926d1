import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Browser tests drive Debian's chromium; install it with apt when we may, else say how. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function ensureChromium(): string {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium is missing at ${path}. Install it with "sudo apt-get install -y chromium" ` +
        '(or set CHROMIUM_PATH to a Chromium binary) and run the tests again.',
    );
  }
  console.log(`Chromium is missing at ${path}: installing Debian's chromium with apt-get…`);
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0)
      throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status})`);
  }
  if (!existsSync(path)) throw new Error(`apt-get installed chromium but ${path} is still missing`);
  return path;
}
