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

describe("the buyer's side menu", () => {
  const session = signedInPage('buyer');

  it('lists no dashboards or buyer outlook, which its menu permissions do not grant', async () => {
    const { page } = session;
    await page.goto('/trading/purchase');
    await page.locator('table tbody tr').nth(1).waitFor();
    await expect
      .poll(() => page.locator('a[href$="/trading/purchase"]').count())
      .toBeGreaterThan(0);
    for (const path of ['/dashboard/ar', '/dashboard/cashflow', '/buyer-outlook']) {
      expect(await page.locator(`a[href$="${path}"]`).count(), path).toBe(0);
    }
    // Nor the group heading, which shows even while its group is collapsed.
    expect(await page.getByText('Dashboards', { exact: true }).count()).toBe(0);
  });
});

describe("the funder's finance orders", () => {
  const session = signedInPage('funder');

  it('show no Funder column naming the funder itself', async () => {
    const { page } = session;
    await page.goto('/finance/finance-order');
    const table = page.locator('table').first();
    await table.locator('tbody tr').nth(1).waitFor();
    const headers = (await table.locator('thead th').allInnerTexts()).map((t) => t.trim());
    expect(headers).toContain('Finance order number');
    expect(headers).not.toContain('Funder');
  });
});

describe("the supplier's purchase orders", () => {
  const session = signedInPage('supplier');

  it('name each buyer in English in en-US, Chinese companies included', async () => {
    const { page } = session;
    await page.goto('/trading/purchase?pageSize=100');
    const buyers = page.locator('table tbody td [data-field="buyerName"]');
    await buyers.nth(5).waitFor();
    const names = await buyers.allInnerTexts();
    expect(names).toContain('South China E-Commerce Trading Co., Ltd.');
    expect(names.filter((n) => /[\u4e00-\u9fff]/.test(n))).toEqual([]);
  });

  it('say that the filters match nothing when a search finds no order', async () => {
    const { page } = session;
    await page.goto('/trading/purchase?buyerName=no-such-buyer-zz');
    await expect
      .poll(() => page.getByText('No records match these filters').count())
      .toBeGreaterThan(0);
  });
});
