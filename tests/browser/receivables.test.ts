import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { demoTouch } from '../../src/api/endpoints/receivables/demo-touch';
import { queryDueBalance } from '../../src/api/endpoints/receivables/query-due-balance';
import { queryDueBalanceCount } from '../../src/api/endpoints/receivables/query-due-balance-count';
import { call } from '../contract/helpers/api';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';
import { tokenFor } from './support/api-login';

/**
 * The local-first receivables cache in real Chromium against the reference server (issue #4):
 * the first sync fills IndexedDB, later syncs fetch only changes, a failed or cancelled sync
 * keeps the previous data, and a cold start with the API unreachable still answers queries.
 * The tests share one browser profile and run in order, as a user's day would.
 */

const SYNC_PATH = /\/ar\/management\/sync\/(\w+)$/;

interface SyncCall {
  table: string;
  sinceSeq: number;
}

/** Every sync request the page sends, with its table and `sinceSeq`. */
function recordSyncCalls(page: Page): SyncCall[] {
  const calls: SyncCall[] = [];
  page.on('request', (request: Request) => {
    const match = SYNC_PATH.exec(new URL(request.url()).pathname);
    if (!match) return;
    const body = JSON.parse(request.postData() ?? '{}') as { sinceSeq?: number };
    calls.push({ table: match[1] as string, sinceSeq: body.sinceSeq ?? 0 });
  });
  return calls;
}

/** The row count the page shows, once it has an answer (the attribute is absent while loading). */
async function total(page: Page): Promise<number> {
  const line = page.locator('[data-testid="receivables-total"][data-total]');
  await line.waitFor();
  return Number(await line.getAttribute('data-total'));
}

/** Waits until the totals line shows `expected` rows. */
async function waitForTotal(page: Page, expected: number): Promise<void> {
  await page.locator(`[data-testid="receivables-total"][data-total="${expected}"]`).waitFor();
}

/** Waits until no sync runs and the page says when the data was synced. */
async function waitForSynced(page: Page, since = 0): Promise<void> {
  // Both at once: the time shows as soon as the table on screen is synced, while the other
  // tables may still be syncing (Refresh stays disabled until the whole sync is done).
  await page.waitForFunction(
    (after) => {
      const text = document.querySelector('[data-testid="receivables-last-synced"]')?.textContent;
      const refresh = document.querySelector<HTMLButtonElement>(
        '[data-testid="receivables-refresh"]',
      );
      return (
        Boolean(text && /\d/.test(text)) &&
        refresh !== null &&
        !refresh.disabled &&
        Date.now() > after
      );
    },
    since,
    { timeout: 90_000 },
  );
  // A sync that failed part-way still shows the time of the tables it finished: say why.
  const error = page.getByTestId('receivables-sync-error');
  if ((await error.count()) > 0) throw new Error(`sync failed: ${await error.textContent()}`);
}

/** The sums shown for one currency and field, as a plain decimal string. */
async function shownSum(page: Page, currency: string, field: string): Promise<string> {
  const text = await page
    .locator(
      `[data-testid="receivables-sums"] li[data-currency="${currency}"] span[data-field="${field}"]`,
    )
    .textContent();
  const amount = /(-?[\d,]+(?:\.\d+)?)\s*$/.exec(text ?? '')?.[1] ?? '';
  return amount.replace(/,/g, '');
}

/** The number of due-balance rows and the outstanding per currency, as the server counts them. */
async function serverDueBalance(token: string) {
  const count = await call(queryDueBalanceCount, { baseUrl: baseUrl(), token, body: {} });
  const balance = await call(queryDueBalance, { baseUrl: baseUrl(), token, body: {} });
  const rows = balance.body.data as { currency: string; totalBalance: string }[];
  return {
    totalCount: (count.body.data as { totalCount: number }).totalCount,
    balances: new Map(rows.map((r) => [r.currency, r.totalBalance])),
  };
}

const stripZeros = (decimal: string) => decimal.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');

describe('the receivables cache in real Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
    token = await tokenFor('supplier');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('first sync: fills the cache by itself and answers like the server, filters update as you type', async () => {
    const calls = recordSyncCalls(page);
    await signIn(page, 'supplier');
    await page.waitForURL('**/home');
    await page.goto('/dashboard/ar');
    await waitForSynced(page);
    // The first sync asked every table from the start.
    for (const table of ['buyers', 'receivables', 'payments', 'dilutions']) {
      expect(
        calls.some((c) => c.table === table && c.sinceSeq === 0),
        table,
      ).toBe(true);
    }

    // Every dataset is cached, not only the one on screen.
    for (const tab of ['paymentHistory', 'dilution']) {
      await page.goto(`/dashboard/ar?tab=${tab}`);
      await page.waitForFunction(() => {
        const n = document
          .querySelector('[data-testid="receivables-total"]')
          ?.getAttribute('data-total');
        return Number(n) > 0;
      });
      expect(await page.getByTestId('receivables-last-synced').textContent(), tab).toMatch(/\d/);
    }
    await page.goto('/dashboard/ar');

    const server = await serverDueBalance(token);
    await waitForTotal(page, server.totalCount);
    for (const [currency, balance] of server.balances) {
      expect(stripZeros(await shownSum(page, currency, 'outstanding')), currency).toBe(
        stripZeros(balance),
      );
    }

    // Typing narrows rows and totals without a query button, and the query lands in the URL.
    const invoice = page.getByTestId('filter-invoice');
    await invoice.pressSequentially('inv0000012', { delay: 30 });
    await page.waitForURL(/invoice=inv0000012/);
    await page.waitForFunction(() => {
      const n = Number(
        document.querySelector('[data-testid="receivables-total"]')?.getAttribute('data-total'),
      );
      return n > 0 && n < 200;
    });
    const narrowed = await total(page);
    const cells = await page
      .locator('[role="row"][aria-rowindex] [data-field="invoiceNo"]')
      .allTextContents();
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell.toLowerCase()).toContain('inv0000012');

    // The view is bookmarkable: a reload restores the same query and answer.
    await page.reload();
    await waitForTotal(page, narrowed);
    expect(await page.getByTestId('filter-invoice').inputValue()).toBe('inv0000012');
  });

  it('incremental sync: fetches only what changed after the stored sequence, applies updates and deletes', async () => {
    await page.goto('/dashboard/ar');
    await waitForSynced(page);
    const before = await total(page);
    const touched = await call(demoTouch, {
      baseUrl: baseUrl(),
      token,
      commandId: crypto.randomUUID(),
      body: { count: 5, deleteCount: 2 },
    });
    const { deleted } = touched.body.data as { deleted: number[] };
    expect(deleted).toHaveLength(2);

    const calls = recordSyncCalls(page);
    const clicked = Date.now();
    await page.getByTestId('receivables-refresh').click();
    await waitForSynced(page, clicked);
    expect(calls.length).toBeGreaterThan(0);
    // Nothing was fetched from the start: every request continued after what was cached.
    for (const c of calls) expect(c.sinceSeq, c.table).toBeGreaterThan(0);

    const server = await serverDueBalance(token);
    await waitForTotal(page, server.totalCount);
    expect(server.totalCount).toBeLessThanOrEqual(before);
    for (const [currency, balance] of server.balances) {
      expect(stripZeros(await shownSum(page, currency, 'outstanding')), currency).toBe(
        stripZeros(balance),
      );
    }
    // A deleted receivable is gone from the local table.
    const gone = `INV${String(deleted[0]).padStart(8, '0')}`;
    const invoice = page.getByTestId('filter-invoice');
    await invoice.fill(gone);
    await page.waitForURL(new RegExp(`invoice=${gone}`));
    await waitForTotal(page, 0);
    await invoice.fill('');
  });

  it('interrupted sync: a failure or a cancel keeps the previous data and says so', async () => {
    await page.goto('/dashboard/ar');
    await waitForSynced(page);
    const before = await total(page);
    const lastSynced = await page.getByTestId('receivables-last-synced').textContent();
    await call(demoTouch, {
      baseUrl: baseUrl(),
      token,
      commandId: crypto.randomUUID(),
      body: { count: 3, deleteCount: 3 },
    });

    // The connection drops while the receivables changes are being fetched.
    await page.route('**/ar/management/sync/receivables', (route) => route.abort('failed'));
    await page.getByTestId('receivables-refresh').click();
    await page.getByTestId('receivables-sync-error').waitFor();
    expect(await total(page)).toBe(before);
    expect(await page.getByTestId('receivables-last-synced').textContent()).toBe(lastSynced);
    expect(await page.locator('[role="row"][aria-rowindex="1"]').count()).toBe(1);

    // A sync that hangs can be cancelled; the data stays as it was.
    await page.unroute('**/ar/management/sync/receivables');
    await page.route('**/ar/management/sync/receivables', () => undefined);
    await page.getByTestId('receivables-refresh').click();
    await page.getByTestId('receivables-cancel').and(page.locator(':enabled')).click();
    await page.getByTestId('receivables-sync-cancelled').waitFor();
    expect(await total(page)).toBe(before);

    // Once the network is back, the next sync brings the pending changes.
    await page.unroute('**/ar/management/sync/receivables');
    const clicked = Date.now();
    await page.getByTestId('receivables-refresh').click();
    await waitForSynced(page, clicked);
    const server = await serverDueBalance(token);
    await waitForTotal(page, server.totalCount);
  });

  it('offline cold start: with the API unreachable the cached table still answers', async () => {
    await page.goto('/dashboard/ar');
    await waitForSynced(page);
    const before = await total(page);
    const lastSynced = await page.getByTestId('receivables-last-synced').textContent();

    const apiCalls: string[] = [];
    await page.route('**/api/**', async (route) => {
      apiCalls.push(new URL(route.request().url()).pathname);
      await route.abort('internetdisconnected');
    });
    await page.reload();
    await waitForTotal(page, before);
    expect(await page.getByTestId('receivables-last-synced').textContent()).toBe(lastSynced);
    // The page did try the network (the session check) and was refused; no sync was needed.
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(apiCalls.some((p) => SYNC_PATH.test(p))).toBe(false);

    // Filters, sort and scrolling keep working from IndexedDB alone.
    await page.getByTestId('filter-invoice').fill('INV00001');
    await page.waitForFunction((all) => {
      const n = Number(
        document.querySelector('[data-testid="receivables-total"]')?.getAttribute('data-total'),
      );
      return n > 0 && n < all;
    }, before);
    const body = page.getByTestId('receivables-table-body');
    await body.focus();
    await page.keyboard.press('End');
    const last = await total(page);
    await page.locator(`[role="row"][aria-rowindex="${last}"]`).waitFor();
    await page.unroute('**/api/**');
  });

  it('a preview visitor (exhibition link) sees demonstration data and is told to sign in; nothing is synced', async () => {
    const preview = await newPage(browser);
    const calls = recordSyncCalls(preview.page);
    const { exhibition } = inject('previewTokens');
    await preview.page.goto(`/dashboard/ar?exhibitionToken=${exhibition}`);
    await preview.page
      .getByText('These figures belong to no real company. Sign in to see your own receivables.')
      .first()
      .waitFor();
    expect(calls).toEqual([]);
    await preview.context.close();
  });
});
