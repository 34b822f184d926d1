import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accountList } from '../../src/api/endpoints/org/account-list';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';
import { signedInPage } from './support/signed-in-page';
import { tokenFor } from './support/api-login';

/**
 * The search-list renderer (issue 5) on its first declared page, /org/account, in real Chromium
 * against the reference server: rows, the form toggle, route-query prefill and whitelist, filter
 * tags, sort and paging in the URL, the summary row, hidden actions and the action delay.
 */

const LIST_PATH = '/clientend/account/queryPage';

async function openAccounts(page: Page, query = ''): Promise<void> {
  await page.goto(`/org/account${query}`);
  await page.getByTestId('search-table').waitFor();
}

const rows = (page: Page) => page.locator('[data-testid="search-table"] tbody tr');
const totalLabel = (page: Page, total: number) =>
  page.getByTestId('search-table').getByText(`Total ${total} items`);

/** The account list as the server answers it, for expected values. */
async function serverList(body: Record<string, unknown>) {
  const token = await tokenFor('supplier');
  const response = await fetch(`${baseUrl()}${accountList.path.replace('{product}', 'scf')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({ pageNum: 1, pageSize: 20, ...body }),
  });
  const envelope = (await response.json()) as { data: unknown };
  return accountList.data.parse(envelope.data);
}

describe('search-list page /org/account', () => {
  const session = signedInPage('supplier');
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  it('renders the rows of the reference server with the total label and zebra rows', async () => {
    await openAccounts(page);
    await totalLabel(page, 45).waitFor();
    expect(await rows(page).count()).toBe(20);
    const first = (await serverList({})).list[0] as { userName: string };
    await expect(rows(page).first().locator('[data-field="userName"]').textContent()).resolves.toBe(
      first.userName,
    );
    expect(await page.locator('tbody tr.p-row-odd').count()).toBe(10);
  });

  it('shows the expand/collapse toggle for its 7 controls: 3 collapsed, all 7 expanded', async () => {
    await openAccounts(page);
    const controls = page.locator('[data-testid^="search-control-"]');
    await expect(controls.count()).resolves.toBe(3);
    await page.getByTestId('search-toggle').click();
    await expect(controls.count()).resolves.toBe(7);
  });

  it('prefills params and filters from the route query, ignoring keys outside the whitelist', async () => {
    await openAccounts(page, '?userName=supplier&id=C001-A001&stray=1&isEqual=1');
    await totalLabel(page, 1).waitFor();
    await expect(page.locator('#search-userName').inputValue()).resolves.toBe('supplier');
    const tags = page.locator('[data-testid="filter-tags"] li');
    await expect(tags.count()).resolves.toBe(1);
    await expect(tags.first().getAttribute('data-filter')).resolves.toBe('id');
    const url = new URL(page.url());
    expect(url.searchParams.get('stray')).toBeNull();
  });

  it('closing a filter tag removes that filter', async () => {
    await openAccounts(page, '?id=C001-A003');
    await totalLabel(page, 1).waitFor();
    await page.locator('[data-filter="id"] .p-chip-remove-icon').click();
    await totalLabel(page, 45).waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toBeNull();
  });

  it('keeps the page in the URL and a new sort goes back to page 1', async () => {
    await openAccounts(page);
    await page.locator('.p-paginator-next').click();
    await page.waitForFunction(() => location.search.includes('page=2'));
    await page.locator('th', { hasText: 'Sign-ins' }).click();
    // The list replaces its history entry (no load event), so the address is polled.
    await page.waitForFunction(() => location.search.includes('sort=loginCount.asc'));
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    // The paginator follows the answer to the new query, a moment after the address.
    await page.locator('.p-paginator-page.p-highlight', { hasText: /^1$/ }).waitFor();
  });

  it('writes one address per page change: the page box does not echo it back over a newer one', async () => {
    await openAccounts(page);
    await totalLabel(page, 45).waitFor();
    await page.evaluate(() => {
      const writes: string[] = [];
      (window as unknown as { __addressWrites: string[] }).__addressWrites = writes;
      const replace = history.replaceState.bind(history);
      history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
        writes.push(String(url));
        replace(data, unused, url);
      };
    });
    await page.locator('.p-paginator-next').click();
    await page.locator('.p-paginator-page.p-highlight', { hasText: /^2$/ }).waitFor();
    await rows(page).first().waitFor();
    // The echo came a render after the page was shown; give it time to come, were it to.
    await page.waitForTimeout(500);
    const writes = await page.evaluate(
      () => (window as unknown as { __addressWrites: string[] }).__addressWrites,
    );
    expect(writes).toEqual(['/org/account?page=2']);
  });

  it('sums the summable column over the whole filtered set in the summary row', async () => {
    const all = await serverList({ pageSize: 100 });
    const expected = all.list.reduce((s, r) => s + (r as { loginCount: number }).loginCount, 0);
    await openAccounts(page);
    await page.locator('tfoot').getByText('Summary').waitFor();
    await page
      .locator(`[data-sum="loginCount"]`, { hasText: expected.toLocaleString('en-US') })
      .waitFor();
  });

  it('de-activates after the outbox delivers, reloading only after the 900 ms delay', async () => {
    await openAccounts(page, '?id=C001-A005');
    await totalLabel(page, 1).waitFor();
    await page.locator('tbody tr .p-selection-column .p-checkbox').first().click();
    const listCalls: number[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(LIST_PATH)) listCalls.push(Date.now());
    });
    await page.locator('[data-action="deactivate"]').click();
    // De-activating asks first (tests/browser/account-confirmations.test.ts); the delay runs from
    // the answer.
    const accept = page.locator('.p-confirm-dialog').getByRole('button', { name: 'De-activate' });
    const clickedAt = Date.now();
    await accept.click();
    await rows(page).first().locator('[data-field="status"]', { hasText: 'Disabled' }).waitFor();
    expect(listCalls.length).toBeGreaterThan(0);
    expect((listCalls[0] as number) - clickedAt).toBeGreaterThanOrEqual(900);
  });
});

describe('search-list actions by authority', () => {
  it('hides the account commands from a director who holds only the view authority', async () => {
    const browser = await launchBrowser();
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'director');
      await page.waitForURL('**/home');
      await openAccounts(page);
      await totalLabel(page, 8).waitFor();
      // The director may read the accounts (org.account.view), so View stays; nothing else.
      const shown = await page
        .locator('[data-action]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-action')));
      expect(shown).toEqual(['view']);
    } finally {
      await context.close();
      await browser.close();
    }
  });
});
