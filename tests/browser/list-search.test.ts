import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { declaredLists } from '../../src/api/endpoints/pages/declared-lists';
import { baseUrl } from './support/browser';
import { signedInPage } from './support/signed-in-page';
import { tokenFor } from './support/api-login';

/**
 * Issue 17 on a list a person uses: the purchase orders' Buyer search finds "Sakura Devices K.K."
 * from "sakura" (contains, any case), and the summary row's per-currency totals arrive in one
 * grouped request per summed column, not an option list plus one request per currency.
 */

const purchase = declaredLists.find((l) => l.declaration.id === 'trading.purchase');
if (!purchase) throw new Error('trading.purchase is not declared');
const LIST_PATH = purchase.endpoint.path.replace('{product}', 'scf');

async function serverTotal(body: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${baseUrl()}${LIST_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: await tokenFor('supplier') },
    body: JSON.stringify({ pageNum: 1, pageSize: 1, ...body }),
  });
  return ((await response.json()) as { data: { total: number } }).data.total;
}

describe('purchase-order list search and totals', () => {
  const session = signedInPage('supplier');
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  it('finds the buyer by part of its name in lower case, totals per currency in one request', async () => {
    const expected = await serverTotal({ buyerName: 'sakura' });
    expect(expected).toBeGreaterThan(0);
    const bodies: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith(LIST_PATH)) return;
      bodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
    });
    await page.goto('/trading/purchase?buyerName=sakura');
    const table = page.getByTestId('search-table');
    await table.getByText(`Total ${expected} items`).waitFor();
    const buyers = await table.locator('tbody [data-field="buyerName"]').allTextContents();
    expect(buyers).toHaveLength(Math.min(expected, 20));
    for (const buyer of buyers) expect(buyer).toMatch(/sakura/i);
    await page.locator('tfoot').getByText('Summary').waitFor();

    const sums = bodies.filter((b) => b.amountSumByField !== undefined);
    const summed = purchase.declaration.columns.filter((c) => c.summable).map((c) => c.key);
    expect([...new Set(sums.map((b) => b.amountSumByField))].sort()).toEqual([...summed].sort());
    expect(sums.every((b) => b.sumGroupByField === 'currency' && b.currency === undefined)).toBe(
      true,
    );
    expect(bodies.some((b) => b.filterByField === 'currency')).toBe(false);
  });
});
