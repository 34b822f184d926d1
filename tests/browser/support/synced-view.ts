import type { Page } from 'playwright-core';

/**
 * Opens the receivables analytics page and waits until its view is counted and no sync runs
 * (Refresh enabled again); answers the view's row total.
 */
export async function syncedViewTotal(page: Page): Promise<number> {
  await page.goto('/dashboard/ar');
  const line = page.locator('[data-testid="receivables-total"][data-total]');
  await line.waitFor({ timeout: 90_000 });
  await page.waitForFunction(
    () => {
      const refresh = document.querySelector<HTMLButtonElement>(
        '[data-testid="receivables-refresh"]',
      );
      return refresh !== null && !refresh.disabled;
    },
    undefined,
    { timeout: 90_000 },
  );
  return Number(await line.getAttribute('data-total'));
}
