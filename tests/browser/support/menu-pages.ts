import type { Page } from 'playwright-core';

/** The side menu's accessible name in either language (layout.menu). */
const MAIN_MENU = /^(Main menu|主菜单)$/;

/**
 * The paths of every page in the signed-in user's side menu, in menu order. Collapsed groups are
 * opened first, so a page hidden under a closed group heading is still visited.
 */
export async function menuPaths(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: MAIN_MENU });
  await menu.locator('a[href]').first().waitFor();
  for (const closed of await menu.locator('[aria-expanded="false"]').all()) {
    await closed.click();
  }
  const hrefs = await menu
    .locator('a[href]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  return [...new Set(hrefs)];
}

/**
 * Opens `path` inside the running app (no reload: the worker, its cache and the session stay, as
 * when a user clicks the menu) and waits until the page has settled: no request in flight for a
 * short quiet spell and no loading indicator left.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  await settle(page);
}

/** Loading indicators of PrimeReact and of our pages; a page is read only once none is left. */
const BUSY = [
  '[aria-busy="true"]',
  '.p-datatable-loading-overlay',
  '.p-progress-spinner',
  '.p-skeleton',
  '.p-button-loading',
].join(', ');

const QUIET_MS = 400;
/** A page that keeps polling (a live dashboard) is read after this long without a quiet spell. */
const MAX_SETTLE_MS = 10_000;

export async function settle(page: Page): Promise<void> {
  const context = page.context();
  let inFlight = 0;
  let lastChange = Date.now();
  const started = (): void => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = (): void => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  context.on('request', started);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  try {
    // A settle heuristic, not an assertion: the page is read once the network has been quiet.
    const deadline = Date.now() + MAX_SETTLE_MS;
    for (;;) {
      await page.waitForFunction((busy) => !document.querySelector(busy), BUSY);
      if (inFlight === 0 && Date.now() - lastChange >= QUIET_MS) break;
      if (Date.now() > deadline) break;
      await page.waitForTimeout(100);
    }
    await page.evaluate(
      () =>
        new Promise<void>((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => done())),
        ),
    );
  } finally {
    context.off('request', started);
    context.off('requestfinished', ended);
    context.off('requestfailed', ended);
  }
}
