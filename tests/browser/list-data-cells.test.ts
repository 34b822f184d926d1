import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInPage } from './support/signed-in-page';
import { settle } from './support/menu-pages';

/**
 * The search list's cells and paginator as issue 17's language and contrast rules want them
 * (docs/accessibility.md): text cells are data, marked translate="no" (names, numbers and remarks
 * are shown as typed), dictionary cells are not (an untranslated status must show); an empty list
 * shows no paginator (its disabled controls fail AA contrast in Lara light).
 */
describe('search-list data cells and the empty paginator', () => {
  const session = signedInPage('supplier');
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  it('marks text cells translate="no", leaves status cells translatable', async () => {
    await page.goto('/trading/purchase');
    const table = page.getByTestId('search-table');
    const buyer = table.locator('tbody [data-field="buyerName"]').first();
    await buyer.waitFor();
    expect(await buyer.getAttribute('translate')).toBe('no');
    expect(await table.locator('tbody [data-field="poNo"]').first().getAttribute('translate')).toBe(
      'no',
    );
    expect(
      await table.locator('tbody [data-field="status"]').first().getAttribute('translate'),
    ).toBeNull();
    await table.locator('.p-paginator').waitFor();
  });

  it('shows no paginator on a list without rows', async () => {
    await page.goto('/trading/purchase?buyerName=no-such-buyer-anywhere');
    const table = page.getByTestId('search-table');
    await table.getByText('No records match these filters').waitFor();
    // The answer is in (no request in flight, no loading mask), so the table is the final one.
    await settle(page);
    await table.getByText('No records match these filters').waitFor();
    expect(await table.locator('.p-paginator').count()).toBe(0);
  });
});
