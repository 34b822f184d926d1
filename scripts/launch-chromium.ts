import { chromium, type Browser } from 'playwright-core';
import { chromiumPath } from './ensure-chromium';

/** Flags that keep Debian's chromium quiet on a machine without internet (see STACK.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Headless Debian chromium, as the browser tests and the browser bench drive it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}
