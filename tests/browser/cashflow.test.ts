import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signedInPage } from './support/signed-in-page';

/**
 * /dashboard/cashflow in real Chromium against the reference server (issue 19): the supplier's
 * first sync leads to the forecast (figures and the chart's table), the grain changes the
 * buckets, a bar lists its rows (their outstanding less their credit notes is the bar) and exports them, a buyer's delay moves
 * collections out of the horizon until its chip clears it. A buyer is told it has nothing to
 * forecast. Nothing here changes seeded data: a what-if is a question, not a write.
 */

const forecast = (page: Page) => page.getByTestId('cashflow-forecast');

/** Waits until the forecast shows `buckets` buckets of `grain`. */
async function waitForForecast(page: Page, grain: 'week' | 'month', buckets: number) {
  await page
    .locator(
      `[data-testid="cashflow-forecast"][data-grain="${grain}"][data-buckets="${buckets}"]:not([aria-busy])`,
    )
    .waitFor({ timeout: 90_000 });
}

/** A figure card's exact amount (the decimal string the page formats). */
async function figure(page: Page, key: string): Promise<string> {
  const value = await page.getByTestId(`cashflow-figure-${key}`).getAttribute('data-value');
  if (value === null) throw new Error(`figure ${key} has no value`);
  return value;
}

const cents = (decimal: string) => BigInt(decimal.replace(/[,\s]/g, '').replace('.', ''));

/** The chart's table alternative (shown once; the toggle is a pressed button then). */
async function chartTable(page: Page): Promise<Locator> {
  const chart = page.getByTestId('cashflow-chart');
  // Its name says what a press shows next: the table, or the chart again once the table is on.
  const toggle = chart.getByRole('button', { name: /as a (table|chart)$/ });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  const table = chart.locator('table');
  await table.waitFor();
  return table;
}

/** The shown sum of a money column in the rows table, for one currency, as a plain decimal. */
async function shownSum(page: Page, currency: string, field: string): Promise<string> {
  const text = await page
    .getByTestId('cashflow-drill')
    .locator(
      `[data-testid="receivables-sums"] li[data-currency="${currency}"] span[data-field="${field}"]`,
    )
    .textContent();
  return (/(-?[\d,]+(?:\.\d+)?)\s*$/.exec(text ?? '')?.[1] ?? '').replace(/,/g, '');
}

describe('the cash-flow forecast as supplier', () => {
  const session = signedInPage('supplier');
  let currency = '';
  let drilledBuyer = '';

  it('syncs the local copy, then shows the forecast: figures and the chart with its table', async () => {
    const { page } = session;
    await page.goto('/dashboard/cashflow');
    // The sync status stays on the page; the first sync starts by itself.
    await page.getByTestId('receivables-last-synced').waitFor();
    await waitForForecast(page, 'week', 13);
    currency = (await forecast(page).getAttribute('data-currency')) ?? '';
    expect(currency).toMatch(/^[A-Z]{3}$/);
    for (const key of ['collections', 'runRate', 'repayments', 'net', 'closing', 'overdue']) {
      expect(await figure(page, key), key).toMatch(/^-?\d+\.\d{2}$/);
    }
    // Net over the horizon is collections and the run rate (plus advances, none without a
    // what-if) less repayments.
    expect(cents(await figure(page, 'net'))).toBe(
      cents(await figure(page, 'collections')) +
        cents(await figure(page, 'runRate')) -
        cents(await figure(page, 'repayments')),
    );
    expect(cents(await figure(page, 'collections'))).toBeGreaterThan(0n);

    const table = await chartTable(page);
    // The overdue bar first, then one row per week.
    expect(await table.locator('tbody tr').count()).toBe(14);
    expect(await table.locator('tbody tr').first().locator('th').textContent()).toContain(
      'Overdue',
    );
  });

  it('switches between 13 weeks and 12 months, kept in the address', async () => {
    const { page } = session;
    await page.getByTestId('cashflow-grain').getByText('12 months').click();
    await waitForForecast(page, 'month', 12);
    await page.waitForFunction(() => location.search.includes('grain=month'));
    expect(await (await chartTable(page)).locator('tbody tr').count()).toBe(13);
    await page.reload();
    await waitForForecast(page, 'month', 12);
    await page.getByTestId('cashflow-grain').getByText('13 weeks').click();
    await waitForForecast(page, 'week', 13);
  });

  it('lists the rows behind a bar, whose outstanding less dilution is its collections, and exports them', async () => {
    const { page } = session;
    const table = await chartTable(page);
    const rows = table.locator('tbody tr');
    // The first week with collections (row 0 is the overdue bar; column 1 is collections).
    let index = -1;
    for (let i = 1; i < (await rows.count()); i++) {
      const cell = (await rows.nth(i).locator('td').nth(1).textContent()) ?? '';
      if (/[1-9]/.test(cell)) {
        index = i;
        break;
      }
    }
    expect(index).toBeGreaterThan(0);
    await rows.nth(index).getByRole('button').click();

    const drill = page.getByTestId('cashflow-drill');
    await drill.waitFor();
    const amount = await drill.getByTestId('cashflow-drill-amount').getAttribute('data-amount');
    await drill.locator('[data-testid="receivables-total"][data-total]').waitFor();
    const total = Number(await drill.getByTestId('receivables-total').getAttribute('data-total'));
    expect(total).toBeGreaterThan(0);
    drilledBuyer =
      (await drill
        .locator('[role="row"][aria-rowindex="1"] [data-field="buyerCode"]')
        .textContent()) ?? '';
    expect(drilledBuyer).not.toBe('');
    // The bar is made of exactly these rows: their outstanding (the table's own sum), less their
    // credit notes, to the cent.
    const term = async (id: string) =>
      cents((await drill.getByTestId(id).getAttribute('data-amount')) ?? '');
    const outstanding = await term('cashflow-drill-outstanding');
    expect(cents(await shownSum(page, currency, 'outstanding'))).toBe(outstanding);
    expect(outstanding - (await term('cashflow-drill-dilution'))).toBe(cents(amount ?? ''));

    // Export: the engine writes every row of the drill's view; only the file comes out.
    await drill.getByTestId('cashflow-drill-export').click();
    const dialog = page.getByTestId('export-dialog');
    await dialog.waitFor();
    await dialog.locator('#export-format-csv').click();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      dialog.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    await dialog.getByTestId('export-done').waitFor();
    expect(download.suggestedFilename()).toMatch(/^Cash-flow forecast.*\.csv$/);
    const text = (await readFile(await download.path())).toString('utf8');
    const lines = text
      .slice(1)
      .split('\r\n')
      .filter((l) => l.length > 0 && !l.startsWith('Summary'));
    expect(lines.length - 1).toBe(total);
    await dialog.locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('a buyer paying later moves collections out of the horizon; the chip clears it', async () => {
    const { page } = session;
    const before = await figure(page, 'collections');
    const closingBefore = await figure(page, 'closing');

    await page.locator('.p-dropdown:has(#cashflow-whatif-buyer)').click();
    await page.locator('.p-dropdown-filter').fill(drilledBuyer);
    await page.locator('.p-dropdown-item', { hasText: drilledBuyer }).first().click();
    const days = page.locator('#cashflow-whatif-days');
    await days.fill('180');
    await days.blur();
    expect(
      await page.locator('.p-dropdown:has(#cashflow-whatif-buyer) .p-dropdown-label').textContent(),
    ).toContain(drilledBuyer);

    const chip = page.getByTestId('cashflow-whatif-active');
    await chip.waitFor();
    await page.waitForFunction(
      (was) =>
        document
          .querySelector('[data-testid="cashflow-figure-collections"]')
          ?.getAttribute('data-value') !== was,
      before,
    );
    expect(cents(await figure(page, 'collections'))).toBeLessThan(cents(before));
    const effect = await page.getByTestId('cashflow-whatif-effect').getAttribute('data-diff');
    expect(cents(effect ?? '0')).toBeLessThan(0n);
    expect(cents(await figure(page, 'closing')) - cents(closingBefore)).toBe(cents(effect ?? ''));

    await page.getByTestId('cashflow-whatif-clear').click();
    await chip.waitFor({ state: 'detached' });
    await page.waitForFunction(
      (was) =>
        document
          .querySelector('[data-testid="cashflow-figure-collections"]')
          ?.getAttribute('data-value') === was,
      before,
    );
    expect(await figure(page, 'closing')).toBe(closingBefore);
    // The panel's fields are cleared with it, not left showing a what-if no longer applied.
    await expect.poll(() => days.inputValue()).toBe('');
    const buyerLabel = page.locator('.p-dropdown:has(#cashflow-whatif-buyer) .p-dropdown-label');
    expect(await buyerLabel.textContent()).not.toContain(drilledBuyer);
  });
});

describe('the cash-flow forecast as buyer', () => {
  const session = signedInPage('buyer');

  it('says there are no receivables to forecast, and syncs nothing', async () => {
    const { page } = session;
    let syncCalls = 0;
    page.on('request', (request) => {
      if (/\/ar\/management\/sync\//.test(request.url())) syncCalls += 1;
    });
    await page.goto('/dashboard/cashflow');
    const note = page.getByTestId('cashflow-no-receivables');
    await note.waitFor();
    expect(await note.textContent()).toContain('No receivables to forecast');
    expect(await page.getByTestId('cashflow-forecast').count()).toBe(0);
    expect(syncCalls).toBe(0);
  });
});
