import { describe, expect, it } from 'vitest';
import { COMPANIES } from '../../server/seed/data/companies';
import { signedInPage } from './support/signed-in-page';

/**
 * docs/role-views.md in real Chromium: the buyer's purchase orders name the supplier that sold
 * them (no Buyer column of itself) and offer no supplier-only action.
 */
describe("the buyer's purchase orders", () => {
  const session = signedInPage('buyer');

  it('show a Supplier column, no Buyer column, and only View and Export', async () => {
    const { page } = session;
    await page.goto('/trading/purchase');
    const table = page.locator('table').first();
    await table.locator('tbody tr').nth(1).waitFor();
    const headers = (await table.locator('thead th').allInnerTexts()).map((t) => t.trim());
    expect(headers).toContain('Supplier');
    expect(headers).not.toContain('Buyer');
    const firstRow = await table.locator('tbody tr').first().innerText();
    const buyer = COMPANIES.find((c) => c.id === 'C002')?.name ?? '';
    expect(firstRow).not.toContain(buyer);
    for (const action of ['Create', 'Edit', 'Delete']) {
      await expect
        .poll(() => page.getByRole('button', { name: action, exact: true }).count())
        .toBe(0);
    }
    expect(await page.getByRole('button', { name: 'Export', exact: true }).count()).toBe(1);
  });
});
