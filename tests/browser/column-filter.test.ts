import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { declaredLists } from '../../src/api/endpoints/pages/declared-lists';
import { baseUrl } from './support/browser';
import { signedInPage } from './support/signed-in-page';
import { tokenFor } from './support/api-login';

/**
 * The column filter dropdown (issue 5, spec 000 §4) on /trading/purchase in real Chromium: it
 * opens with the column's current value and the server's option list, Query applies and
 * closes, Reset removes the filter, an empty value counts as Reset.
 */

const purchase = declaredLists.find((l) => l.declaration.id === 'trading.purchase');

async function serverTotal(body: Record<string, unknown>): Promise<number> {
  if (!purchase) throw new Error('trading.purchase is not declared');
  const response = await fetch(
    `${baseUrl()}${purchase.endpoint.path.replace('{product}', 'scf')}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: await tokenFor('supplier') },
      body: JSON.stringify({ pageNum: 1, pageSize: 1, ...body }),
    },
  );
  return ((await response.json()) as { data: { total: number } }).data.total;
}

/** The distinct values of a column as the server lists them (the option-list mode). */
async function serverValues(field: string): Promise<string[]> {
  if (!purchase) throw new Error('trading.purchase is not declared');
  const response = await fetch(
    `${baseUrl()}${purchase.endpoint.path.replace('{product}', 'scf')}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: await tokenFor('supplier') },
      body: JSON.stringify({ pageNum: 1, pageSize: 20000, filterByField: field }),
    },
  );
  const page = (await response.json()) as { data: { list: { value: string }[] } };
  return page.data.list.map((r) => r.value);
}

const totalLabel = (page: Page, total: number) =>
  page.getByTestId('search-table').getByText(`Total ${total} items`);
const panel = (page: Page) => page.getByTestId('column-filter-status');

describe('column filter dropdown', () => {
  const session = signedInPage('supplier');
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  it('lists the server’s values, applies the chosen one on Query and closes', async () => {
    const all = await serverTotal({});
    const overdue = await serverTotal({ status: 'OVERDUE' });
    await page.goto('/trading/purchase');
    await totalLabel(page, all).waitFor();
    await page.locator('[data-column-filter="status"]').click();
    await panel(page).waitFor();
    await panel(page).locator('.p-dropdown').click();
    await panel(page).locator('.p-dropdown-panel').waitFor();
    const options = panel(page).locator('li.p-dropdown-item');
    await options.first().waitFor();
    const labels: Record<string, string> = {
      DRAFT: 'Draft',
      OPEN: 'Open',
      FINANCED: 'Financed',
      SETTLED: 'Settled',
      OVERDUE: 'Overdue',
    };
    const values = await serverValues('status');
    expect(values.length).toBeGreaterThan(2);
    expect((await options.allTextContents()).sort()).toEqual(
      values.map((v) => labels[v] ?? v).sort(),
    );
    await options.filter({ hasText: 'Overdue' }).click();
    await panel(page).getByRole('button', { name: 'Query' }).click();
    await panel(page).waitFor({ state: 'hidden' });
    await totalLabel(page, overdue).waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('OVERDUE');
    const shown = await page.locator('tbody [data-field="status"]').allTextContents();
    expect(new Set(shown)).toEqual(new Set(['Overdue']));
  });

  it('opens with the current value; Reset removes the filter and closes', async () => {
    const all = await serverTotal({});
    await page.goto('/trading/purchase?status=SETTLED');
    await totalLabel(page, await serverTotal({ status: 'SETTLED' })).waitFor();
    await page.locator('[data-column-filter="status"]').click();
    await panel(page).locator('.p-dropdown-label', { hasText: 'Settled' }).waitFor();
    await panel(page).getByRole('button', { name: 'Reset' }).click();
    await panel(page).waitFor({ state: 'hidden' });
    await totalLabel(page, all).waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBeNull();
  });

  it('offers the values under the other conditions only', async () => {
    await page.goto('/trading/purchase?currency=JPY');
    await totalLabel(page, await serverTotal({ currency: 'JPY' })).waitFor();
    await page.locator('[data-column-filter="status"]').click();
    await panel(page).locator('.p-dropdown').click();
    await panel(page).locator('.p-dropdown-panel').waitFor();
    const options = panel(page).locator('li.p-dropdown-item');
    await options.first().waitFor();
    const listed = await options.allTextContents();
    const expected: string[] = [];
    for (const [key, label] of [
      ['DRAFT', 'Draft'],
      ['OPEN', 'Open'],
      ['FINANCED', 'Financed'],
      ['OVERDUE', 'Overdue'],
      ['SETTLED', 'Settled'],
    ] as const) {
      if ((await serverTotal({ currency: 'JPY', status: key })) > 0) expected.push(label);
    }
    // A strict subset of the five statuses: the options follow the other conditions.
    expect(expected.length).toBeLessThan(5);
    expect(listed.sort()).toEqual(expected.sort());
    await page.keyboard.press('Escape');
  });
});
