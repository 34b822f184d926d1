import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { queryDueBalance } from '../../src/api/endpoints/receivables/query-due-balance';
import { formatMoney } from '../../src/shared/format/money';
import { call } from '../contract/helpers/api';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';
import { tokenFor } from './support/api-login';
import { CHART_CALLS } from '../support/dashboard-chart-calls';

/**
 * The receivables dashboard (/dashboard/ar, issue 19) in real Chromium: the server's figures
 * before the first sync and the same figures from the cache after it, numbers read through the
 * cards and the charts' table toggle, cross-filtering through the URL (buyer panel, a month, a
 * dragged range, the chips, Back), the empty state of buyer and funder, the preview visitor's
 * demonstration data and a language switch. Read-only: no seeded data changes.
 */

const SYNC = '**/ar/management/sync/**';

const dashboard = (page: Page) => page.getByTestId('ar-dashboard');

/**
 * Waits for the dashboard's whole answer from `source` for the URL on screen (not a stale one,
 * nor the server's cards-only answer of a first sync that is still running).
 */
async function waitForSource(page: Page, source: string, timeout = 30_000): Promise<void> {
  await page
    .locator(
      `[data-testid="ar-dashboard"][data-source="${source}"]:not([data-loading]):not([data-awaiting-sync])`,
    )
    .waitFor({ timeout });
}

/** Waits until the figures answer the URL on screen. */
const settled = (page: Page) =>
  page.locator('[data-testid="ar-dashboard"]:not([data-loading])').waitFor();

/** The figure of every KPI card of the currency on screen, in order ("CNY 12,747,763.89"). */
async function cardTexts(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid^="kpi-row-"] [data-testid^="kpi-"] > [translate="no"]')
    .allInnerTexts();
}

/** The value a card shows ("CNY 12,747,763.89"). */
async function cardValue(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).locator('[translate="no"]').first().innerText()).trim();
}

/** Opens a chart's table alternative and reads its rows as [category, ...cells]. */
async function chartTable(page: Page, chart: string): Promise<string[][]> {
  const section = page.getByTestId(chart);
  const toggle = section.getByRole('button', { name: /as a (table|chart)$|以(表格|图表)显示/ });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await section.locator('table tbody tr').first().waitFor();
  const rows = await section.locator('table tbody tr').all();
  return Promise.all(
    rows.map(async (row) =>
      (await row.locator('th, td').allInnerTexts()).map((text) => text.trim()),
    ),
  );
}

/** Integer cents of a shown amount ("7,512,345.60" or "CNY 7,512,345.60"). */
const cents = (shown: string): bigint => {
  const digits = /(-?[\d,]+)\.(\d{2})$/.exec(shown.trim());
  if (!digits) throw new Error(`not an amount: ${shown}`);
  return BigInt((digits[1] ?? '').replace(/,/g, '')) * 100n + BigInt(digits[2] ?? '0');
};

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describe('the receivables dashboard as supplier', () => {
  let browser: Browser;
  let page: Page;
  let closeContext: () => Promise<void>;
  let currency: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const opened = await newPage(browser);
    page = opened.page;
    closeContext = () => opened.context.close();
  });
  afterAll(async () => {
    await closeContext?.();
    await browser?.close();
  });

  it('shows the server’s figures before the first sync and the same figures computed locally after it', async () => {
    // The first sync cannot finish: the page must answer from the server's calls meanwhile.
    await page.route(SYNC, (route) => route.abort());
    await signIn(page, 'supplier');
    await page.waitForURL('**/home');
    await page.goto('/dashboard/ar');
    await waitForSource(page, 'server');
    const row = await page.locator('[data-testid^="kpi-row-"]').getAttribute('data-testid');
    currency = (row ?? '').slice('kpi-row-'.length);
    expect(currency).toMatch(/^[A-Z]{3}$/);
    const before = await cardTexts(page);
    expect(before).toHaveLength(6);
    // The due balance card is the server's queryDueBalance for that currency, to the cent.
    const token = await tokenFor('supplier');
    const answer = await call(queryDueBalance, { baseUrl: baseUrl(), token, body: {} });
    const balances = answer.body.data as { currency: string; totalBalance: string }[];
    const expected = balances.find((row) => row.currency === currency)?.totalBalance;
    expect(await cardValue(page, `kpi-${currency}-dueBalance`)).toBe(
      `${currency} ${formatMoney(expected, currency)}`,
    );

    await page.unroute(SYNC);
    // Financings are synced last and move no dataset's status: held back here, the datasets'
    // statuses change while the worker still lacks them (as on a big first sync), and the page
    // must still switch to local figures once they are in.
    await page.route('**/ar/management/sync/financings', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.getByTestId('receivables-refresh').click();
    await waitForSource(page, 'local', 120_000);
    await page.unroute('**/ar/management/sync/financings');
    expect(await cardTexts(page)).toEqual(before);
    // The sync status stays on the page.
    expect(await page.getByTestId('receivables-last-synced').innerText()).toMatch(/\d/);
  }, 180_000);

  it('reads the same due balance on the card and through the chart’s table', async () => {
    const rows = await chartTable(page, 'chart-dueByBuyer');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.length).toBeLessThanOrEqual(11);
    const total = rows.reduce((sum, row) => sum + cents(row[1] ?? ''), 0n);
    expect(total).toBe(cents(await cardValue(page, `kpi-${currency}-dueBalance`)));
  });

  it('keeps the tables’ amount range in range: nothing below 0, the maximum never below the minimum', async () => {
    const min = page.locator('[data-testid="filter-min"] input');
    const max = page.locator('[data-testid="filter-max"] input');
    const param = (name: string) => new URL(page.url()).searchParams.get(name);
    // The number input takes no minus: an amount is never negative.
    await min.fill('-900');
    expect(await min.inputValue()).toBe('900');
    await page.waitForURL(() => param('min') === '900');
    await min.press('Tab');
    await page.waitForURL(() => param('min') === '900.00');
    // A maximum typed below the minimum is raised to it when the field is left.
    await max.fill('100');
    await page.waitForURL(() => param('max') === '100');
    await max.press('Tab');
    await page.waitForURL(() => param('max') === '900.00');
    await expect.poll(() => max.inputValue()).toBe('900.00');
    // Raising the minimum past the maximum brings the maximum along.
    await min.fill('2000');
    await page.waitForURL(() => param('min') === '2000');
    await min.press('Tab');
    await page.waitForURL(() => param('min') === '2000.00' && param('max') === '2000.00');
    // Tab moved the focus into the maximum, which shows its plain text while focused.
    await expect.poll(() => max.inputValue()).toBe('2000.00');
    await page.getByTestId('filter-clear').click();
    await page.waitForURL(() => param('min') === null && param('max') === null);
  });

  it('opens at the top of the page; the tables switch with a click or the arrow keys', async () => {
    await page.goto('/dashboard/ar');
    await waitForSource(page, 'local');
    await page.locator('[data-testid="receivables-total"][data-total]').waitFor();
    await page.waitForTimeout(500);
    // PrimeReact's TabView scrolled its selected tab into view once the tables mounted.
    expect(await page.evaluate(() => document.scrollingElement?.scrollTop)).toBe(0);

    const tab = (id: string) => page.getByRole('tab', { name: id });
    expect(await tab('Due balance').getAttribute('aria-selected')).toBe('true');
    await tab('Due balance').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'paymentHistory');
    await expect.poll(() => tab('Payment history').getAttribute('aria-selected')).toBe('true');
    // The focus moved with the selection (the arrow keys work from the new tab).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Payment history');
    await page.keyboard.press('End');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'dilution');
    await tab('Due balance').click();
    await page.waitForURL((url) => (url.searchParams.get('tab') ?? 'dueBalance') === 'dueBalance');
    await page.locator('[role="tabpanel"] [data-testid="receivables-total"][data-total]').waitFor();
  });

  it('the buyer panel lists the 40 busiest buyers first and every buyer after "Show all"', async () => {
    const panel = page.getByTestId('buyer-panel');
    const buttons = panel.locator('button[data-buyer]');
    expect(await buttons.count()).toBe(40);
    const counts = async () =>
      (
        await panel
          .locator('button[data-buyer] > span:last-child > span:last-child')
          .allInnerTexts()
      ).map((text) => Number(text.replace(/\D/g, '')));
    const firstCounts = await counts();
    expect(firstCounts).toEqual([...firstCounts].sort((a, b) => b - a));
    const showAll = page.getByTestId('buyer-show-all');
    expect(await showAll.innerText()).toBe('Show all 500 buyers');
    await showAll.click();
    await showAll.waitFor({ state: 'detached' });
    expect(await buttons.count()).toBe(500);
  });

  it('choosing a buyer filters the cards, the charts and the table below, with a chip; clearing it or Back restores', async () => {
    const all = await cardTexts(page);
    const rowsBefore = await chartTable(page, 'chart-dueByBuyer');
    // The biggest buyer of the chart, found with the panel's search box and chosen there.
    const name = rowsBefore[0]?.[0] ?? '';
    await page.getByTestId('buyer-search').fill(name);
    const buyer = page
      .getByTestId('buyer-panel')
      .locator('button[data-buyer]', { has: page.getByText(name, { exact: true }) });
    expect(await buyer.count()).toBe(1);
    const code = (await buyer.getAttribute('data-buyer')) ?? '';
    await buyer.click();
    await page.waitForURL((url) => url.searchParams.get('buyer') === code);
    const chip = page.locator('[data-testid="dashboard-chip"][data-chip^="buyer:"]');
    await chip.waitFor();
    await settled(page);
    expect(await chip.innerText()).toContain(name);
    expect(await cardTexts(page)).not.toEqual(all);
    const filtered = await chartTable(page, 'chart-dueByBuyer');
    expect(filtered.map((row) => row[0])).toEqual([name]);
    // The table below shows this buyer's rows only.
    await page.locator('[data-testid="receivables-total"][data-total]').waitFor();
    const codes = await page
      .locator('[role="row"][aria-rowindex] [data-field="buyerCode"]')
      .allInnerTexts();
    expect(codes.length).toBeGreaterThan(0);
    expect(new Set(codes.map((c) => c.trim()))).toEqual(new Set([code]));

    // Back undoes the cross-filter, Forward brings it back.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('buyer'));
    await chip.waitFor({ state: 'detached' });
    await settled(page);
    expect(await cardTexts(page)).toEqual(all);
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('buyer') === code);
    await chip.waitFor();
    await settled(page);

    await chip.getByRole('button').click();
    await page.waitForURL((url) => !url.searchParams.has('buyer'));
    await chip.waitFor({ state: 'detached' });
    await settled(page);
    expect(await cardTexts(page)).toEqual(all);
    expect(await chartTable(page, 'chart-dueByBuyer')).toEqual(rowsBefore);
  });

  it('redraws the charts a cross-filter changes on the canvases they had, without rebuilding them', async () => {
    const charts = ['chart-history', 'chart-payments', 'chart-receivables'];
    const canvas = (chart: string) => page.getByTestId(chart).locator('canvas');
    // A mark on each canvas element: a chart rebuilt for new values would be a new element.
    const pixels = async () =>
      Promise.all(
        charts.map((chart) => canvas(chart).evaluate((c: HTMLCanvasElement) => c.toDataURL())),
      );
    for (const chart of charts)
      await canvas(chart).evaluate((c) => {
        (c as unknown as { __kept: boolean }).__kept = true;
      });
    const before = await pixels();
    await page.getByTestId('buyer-panel').locator('button[data-buyer]').first().click();
    await page.waitForURL((url) => url.searchParams.has('buyer'));
    await settled(page);
    // Each chart's redraw is its own task (chart-scheduler.ts): wait for all of them.
    await expect
      .poll(async () => (await pixels()).filter((png, i) => png !== before[i]).length)
      .toBe(charts.length);
    for (const chart of charts)
      expect(
        await canvas(chart).evaluate((c) => (c as unknown as { __kept?: boolean }).__kept),
      ).toBe(true);
    await page.getByTestId('dashboard-chips-clear').click();
    await page.waitForURL((url) => !url.searchParams.has('buyer'));
    await settled(page);
  });

  it('clicking a month filters the dates to it; dragging across months filters their range', async () => {
    const months = await chartTable(page, 'chart-receivables');
    const month = months[Math.floor(months.length / 2)]?.[0] ?? '';
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    await page
      .getByTestId('chart-receivables')
      .getByRole('button', { name: `Select ${month}` })
      .click();
    await page.waitForURL((url) => url.searchParams.get('from') === `${month}-01`);
    expect(param(page, 'to')).toMatch(new RegExp(`^${month}-(28|29|30|31)$`));
    const rangeChip = page.locator('[data-testid="dashboard-chip"][data-chip="range"]');
    await rangeChip.waitFor();
    await settled(page);
    // Every month chart now holds that month only.
    const paymentMonths = (await chartTable(page, 'chart-payments')).map((row) => row[0]);
    expect(paymentMonths.length).toBeGreaterThan(0);
    expect(paymentMonths.every((m) => m === month)).toBe(true);

    await page.getByTestId('dashboard-chips-clear').click();
    await page.waitForURL((url) => !url.searchParams.has('from'));
    await rangeChip.waitFor({ state: 'detached' });
    await settled(page);

    // Back to the plot, then a drag across its middle.
    const section = page.getByTestId('chart-receivables');
    await section.getByRole('button', { name: /as a chart$|以图表显示/ }).click();
    const over = section.locator('.u-over');
    await over.waitFor();
    const box = await over.boundingBox();
    if (!box) throw new Error('the plot is not on screen');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.7, y, { steps: 8 });
    await page.mouse.up();
    await page.waitForURL((url) => url.searchParams.has('from') && url.searchParams.has('to'));
    const from = param(page, 'from') ?? '';
    const to = param(page, 'to') ?? '';
    expect(from.endsWith('-01')).toBe(true);
    expect(to.slice(0, 7) > from.slice(0, 7)).toBe(true);
    await rangeChip.waitFor();
    await page.getByTestId('dashboard-chips-clear').click();
    await page.waitForURL((url) => !url.searchParams.has('from'));
  });

  it('relabels the charts and cards when the language changes', async () => {
    await page.getByRole('button', { name: /^(Language|语言)$/ }).click();
    await page.getByRole('option', { name: '简体中文' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    await page.locator('[data-testid="chart-dueByBuyer"][aria-label="按买方的到期余额"]').waitFor();
    await page.locator('[data-testid="chart-ageing"][aria-label="按买方的账龄"]').waitFor();
    expect(await page.getByTestId(`kpi-${currency}-overdue`).innerText()).toContain('逾期金额');
    await page.getByRole('button', { name: /^(Language|语言)$/ }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en-US');
    await page
      .locator('[data-testid="chart-dueByBuyer"][aria-label="Due balance by buyer"]')
      .waitFor();
  });
});

describe.each(['buyer', 'funder'])('the receivables dashboard as %s', (user) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says there are no receivables instead of drawing empty charts, and sends no sync', async () => {
    const { context, page } = await newPage(browser);
    // The worker's requests reach the page's request event too (the preview test below relies
    // on it): a sync started in the background would be listed here.
    const syncs: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes('/ar/management/sync/')) syncs.push(request.url());
    });
    await signIn(page, user);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/dashboard/ar');
    await page.getByTestId('dashboard-empty').waitFor();
    expect(await page.getByTestId('dashboard-empty').innerText()).toContain('No receivables yet');
    expect(await page.locator('[data-testid^="chart-"]').count()).toBe(0);
    expect(await page.locator('[data-testid^="kpi-"]').count()).toBe(0);
    // The status read that used to start the first sync has answered once the network is idle.
    await page.waitForLoadState('networkidle');
    expect(syncs).toEqual([]);
    await context.close();
  });
});

describe('the receivables dashboard for a preview visitor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the demonstration data, read-only, and syncs nothing', async () => {
    const { context, page } = await newPage(browser);
    const syncs: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes('/ar/management/sync/')) syncs.push(request.url());
    });
    const { exhibition } = inject('previewTokens');
    await page.goto(`/dashboard/ar?exhibitionToken=${exhibition}`);
    await waitForSource(page, 'demo');
    expect(await page.getByTestId('dashboard-demo').innerText()).toContain('Demonstration data');
    expect(await cardTexts(page)).toHaveLength(6);
    expect((await chartTable(page, 'chart-dueByBuyer')).length).toBeGreaterThan(0);
    expect(await dashboard(page).locator('a[href]').count()).toBe(0);
    expect(await page.getByTestId('receivables-refresh').count()).toBe(0);
    expect(await page.getByTestId('receivables-export').count()).toBe(0);
    expect(syncs).toEqual([]);
    await context.close();
  });
});

describe('the receivables dashboard while its first sync runs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the server’s cards at once, asks the server for no chart, and draws the charts from the sync', async () => {
    const { context, page } = await newPage(browser);
    const asked: string[] = [];
    await page.route('**/ar/management/query*', async (route) => {
      asked.push(new URL(route.request().url()).pathname.split('/').at(-1) ?? '');
      await route.continue();
    });
    // The receivables are held back: the sync stays running until the test lets them through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/ar/management/sync/receivables', async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, 'supplier');
    await page.waitForURL('**/home');
    // The home's figures are the server's whole answer (it starts no sync): all asked once shown.
    await page.getByTestId('home-kpis').waitFor();
    asked.length = 0;
    await page.goto('/dashboard/ar');
    await page
      .locator(
        '[data-testid="ar-dashboard"][data-source="server"][data-awaiting-sync]:not([data-loading])',
      )
      .waitFor();
    expect(await cardTexts(page)).toHaveLength(6);
    const row = await page.locator('[data-testid^="kpi-row-"]').getAttribute('data-testid');
    const currency = (row ?? '').slice('kpi-row-'.length);
    expect(await cardValue(page, `kpi-${currency}-dueBalance`)).toMatch(/\d\.\d{2}$/);
    expect(await page.getByTestId(`kpi-${currency}-dilutionRate`).innerText()).toContain(
      'when the first download ends',
    );
    expect(await page.getByTestId('chart-history').innerText()).toContain(
      'as soon as the first download ends',
    );
    // The cards' calls only: the charts' scans would hold up the sync they wait for.
    expect(asked).toContain('queryDueBalance');
    for (const chartCall of CHART_CALLS) expect(asked).not.toContain(chartCall);

    release();
    await waitForSource(page, 'local', 120_000);
    expect(await page.getByTestId(`kpi-${currency}-dilutionRate`).innerText()).toMatch(/%/);
    expect((await chartTable(page, 'chart-history')).length).toBeGreaterThan(0);
    await context.close();
  }, 180_000);
});
