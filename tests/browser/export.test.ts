import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Download, Locator, Page, Route } from 'playwright-core';
import * as XLSX from 'xlsx';
import { sheetRows } from '../support/sheet-rows';
import { signedInPage } from './support/signed-in-page';
import { syncedViewTotal } from './support/synced-view';

/**
 * The export engine (issue 6) in real Chromium against the reference server: a list page's
 * Export writes the visible columns of its current filters and sort in the worker and saves the
 * file; a locally cached dataset exports every row of its view; a server export keeps the name
 * from content-disposition; Cancel saves nothing and leaves the page usable.
 */

const dialog = (page: Page) => page.getByTestId('export-dialog');

/** Opens the Export dialog from the action bar, picks the format and runs it to the saved file. */
async function exportFile(page: Page, format: 'xlsx' | 'csv', open: Locator): Promise<Download> {
  await open.click();
  await dialog(page).waitFor();
  await dialog(page).locator(`#export-format-${format}`).click();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    dialog(page).getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  await dialog(page).getByTestId('export-done').waitFor();
  return download;
}

const actionExport = (page: Page) =>
  page.getByTestId('search-actions').locator('[data-action="export"]');

async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** The table's header texts, in order (the checkbox column has none). */
async function headerTitles(page: Page): Promise<string[]> {
  const texts = await page.locator('[data-testid="search-table"] thead th').allTextContents();
  return texts.map((t) => t.trim()).filter((t) => t.length > 0);
}

/**
 * Waits for the list's first rows (the total reads 0 until the answer is in) and reads its total.
 */
async function loadedTotal(page: Page, line = /^Total [\d,]+ items$/): Promise<number> {
  await page.locator('[data-testid="search-table"] tbody tr [data-field]').first().waitFor();
  const text = await page.getByTestId('search-table').getByText(line).textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

/**
 * Runs an export (in `format` when given) while `handler` stands between the worker and `url`,
 * and answers the dialog's failure line, its role, and how many files were saved meanwhile.
 */
async function failedExport(
  page: Page,
  context: BrowserContext,
  url: string,
  handler: (route: Route) => Promise<void>,
  format?: 'xlsx' | 'csv',
): Promise<{ text: string | undefined; role: string | null; downloads: number }> {
  await context.route(url, handler);
  let downloads = 0;
  const counted = () => {
    downloads += 1;
  };
  page.on('download', counted);
  try {
    await actionExport(page).click();
    if (format) await dialog(page).locator(`#export-format-${format}`).click();
    await dialog(page).getByRole('button', { name: 'Export', exact: true }).click();
    const alert = dialog(page).getByTestId('export-failed');
    await alert.waitFor({ timeout: 60_000 });
    return {
      text: (await alert.textContent())?.trim(),
      role: await alert.getAttribute('role'),
      downloads,
    };
  } finally {
    await context.unroute(url, handler);
    page.off('download', counted);
  }
}

describe('exports', () => {
  const session = signedInPage('supplier');
  let page: Page;
  beforeAll(() => {
    page = session.page;
  });

  it('exports a list page as csv: BOM, the visible columns in order, every row of the filter', async () => {
    await page.goto('/org/account');
    const total = await loadedTotal(page);
    const headers = await headerTitles(page);
    const firstUser = (
      await page
        .locator('[data-testid="search-table"] tbody tr')
        .first()
        .locator('[data-field="userName"]')
        .textContent()
    )?.trim();
    const download = await exportFile(page, 'csv', actionExport(page));
    expect(download.suggestedFilename()).toMatch(/^Accounts_\d{8}\.csv$/);
    const bytes = await bytesOf(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const sheet = XLSX.read(bytes.subarray(3).toString('utf8'), { type: 'string', raw: true });
    const rows = sheetRows(sheet) as string[][];
    expect(rows[0]).toEqual(headers);
    const data = rows.slice(1).filter((r) => r[0] !== 'Summary');
    expect(data).toHaveLength(total);
    expect(data[0]).toContain(firstUser);
  });

  it('exports a filtered, sorted list as xlsx with numbers as numbers and sums per currency', async () => {
    await page.goto('/trading/purchase?currency=USD');
    const total = await loadedTotal(page);
    const headers = await headerTitles(page);
    const firstRow = page.locator('[data-testid="search-table"] tbody tr').first();
    const firstPo = (await firstRow.locator('[data-field="poNo"]').textContent())?.trim();
    // The file holds the label the table shows for the currency code, not the code.
    const usd = (await firstRow.locator('[data-field="currency"]').textContent())?.trim();
    // The sheet is compressed by the helper worker on the other core (docs/exports.md).
    const helper = session.context.waitForEvent('request', {
      predicate: (r) => /\/assets\/deflate-worker-[^/]+\.js$/.test(r.url()),
      timeout: 30_000,
    });
    const download = await exportFile(page, 'xlsx', actionExport(page));
    await helper;
    expect(download.suggestedFilename()).toMatch(/^Purchase orders_\d{8}\.xlsx$/);
    const book = XLSX.read(await bytesOf(download), { type: 'buffer' });
    const rows = sheetRows(book);
    expect(rows[0]).toEqual(headers);
    const amountColumn = headers.indexOf('PO amount');
    expect(amountColumn).toBeGreaterThanOrEqual(0);
    const data = rows.slice(1, 1 + total);
    expect(data[0]?.[headers.indexOf('PO number')]).toBe(firstPo);
    expect(data.every((r) => r[headers.indexOf('Currency')] === usd)).toBe(true);
    expect(typeof data[0]?.[amountColumn]).toBe('number');
    const summary = rows.slice(1 + total);
    expect(summary).toHaveLength(1);
    expect(String(summary[0]?.[0])).toContain('Summary');
    const cents = data.reduce<number>(
      (sum, r) => sum + Math.round(Number(r[amountColumn]) * 100),
      0,
    );
    expect(Math.round(Number(summary[0]?.[amountColumn]) * 100)).toBe(cents);
  });

  it('exports a server-written report with the name from content-disposition', async () => {
    await page.goto('/report/amortization');
    const total = await loadedTotal(page);
    const download = await exportFile(page, 'xlsx', actionExport(page));
    expect(download.suggestedFilename()).toMatch(/^Amortisation_\d{8}\.xlsx$/);
    const book = XLSX.read(await bytesOf(download), { type: 'buffer' });
    const rows = sheetRows(book);
    // The declaration asks for a sequence column: No. 1…n before the visible columns.
    expect(rows[0]?.[0]).toBe('No.');
    expect(rows[1]?.[0]).toBe(1);
    expect(rows[total]?.[0]).toBe(total);
  });

  it('exports finance orders through the server, each call marked as an operation', async () => {
    const bodies: Record<string, unknown>[] = [];
    const record = (request: { url(): string; postData(): string | null }) => {
      if (request.url().includes('/financeOrder/client/')) {
        bodies.push({ url: request.url(), ...JSON.parse(request.postData() ?? '{}') });
      }
    };
    page.on('request', record);
    try {
      await page.goto('/finance/finance-order?currency=USD');
      const total = await loadedTotal(page);
      const headers = await headerTitles(page);
      const download = await exportFile(page, 'xlsx', actionExport(page));
      expect(download.suggestedFilename()).toMatch(/^Finance orders_\d{8}\.xlsx$/);
      const rows = sheetRows(XLSX.read(await bytesOf(download), { type: 'buffer' }));
      expect(rows[0]).toEqual(['No.', ...headers]);
      expect(rows[total]?.[0]).toBe(total);
      expect(String(rows[total + 1]?.[0])).toBe('Summary');
    } finally {
      page.off('request', record);
    }
    const urls = bodies.map((b) => String(b.url));
    expect(urls.some((u) => u.endsWith('/financeOrder/client/pageList'))).toBe(true);
    expect(urls.some((u) => u.endsWith('/financeOrder/client/excel/export'))).toBe(true);
    // Spec 001 §6: the list and export calls of finance orders are operations.
    expect(bodies.every((b) => b.isOperation === true)).toBe(true);
    const exported = bodies.find((b) => String(b.url).endsWith('/excel/export'));
    expect(exported?.currency).toBe('USD');
  });

  it('cancel saves no file and leaves the page usable', async () => {
    await page.goto('/org/account');
    await loadedTotal(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the export's first page (size 20 000) so the export is still running when cancelled.
    const hold = async (route: Route) => {
      if (route.request().postData()?.includes('"pageSize":20000')) await held;
      await route.continue();
    };
    await session.context.route('**/clientend/account/queryPage', hold);
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });
    try {
      await actionExport(page).click();
      await dialog(page).getByRole('button', { name: 'Export', exact: true }).click();
      await dialog(page).getByTestId('export-progress').waitFor();
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
      await dialog(page).getByTestId('export-cancelled').waitFor();
    } finally {
      release();
    }
    await page.waitForTimeout(1_500);
    expect(downloads).toBe(0);
    await session.context.unroute('**/clientend/account/queryPage', hold);
    // The page answers as before: the dialog closes and a sort reloads the list.
    await dialog(page).locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.locator('th', { hasText: 'Sign-ins' }).click();
    // The list replaces its history entry (no load event), so the address is polled.
    await page.waitForFunction(() => location.search.includes('sort=loginCount.asc'));
  });

  it('says why a failed export failed and exports again with the format kept, the list usable', async () => {
    await page.goto('/org/account');
    const total = await loadedTotal(page);
    // The export's pages (size 20 000) cannot reach the server; the list's own reads still can.
    const unreachable = (route: Route) =>
      route.request().postData()?.includes('"pageSize":20000')
        ? route.abort('failed')
        : route.continue();
    const failed = await failedExport(
      page,
      session.context,
      '**/clientend/account/queryPage',
      unreachable,
      'csv',
    );
    expect(failed).toEqual({
      text: 'The export failed: The server could not be reached. Check your connection and try again.',
      role: 'alert',
      downloads: 0,
    });
    // Nothing the user chose is lost: the dialog is still open on csv, and Export runs again.
    expect(await dialog(page).locator('#export-format-csv').isChecked()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      dialog(page).getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    await dialog(page).getByTestId('export-done').waitFor();
    expect(await dialog(page).getByTestId('export-failed').count()).toBe(0);
    const text = (await bytesOf(download)).toString('utf8');
    const lines = text
      .slice(1)
      .split('\r\n')
      .filter((l) => l.length > 0 && !l.startsWith('Summary'));
    expect(lines.length - 1).toBe(total);
    await dialog(page).locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.locator('th', { hasText: 'Sign-ins' }).click();
    await page.waitForFunction(() => location.search.includes('sort=loginCount.asc'));
  });

  it('shows a server-written export’s refusal as a translated error, not as a file', async () => {
    await page.goto('/finance/finance-order');
    await loadedTotal(page);
    // The real server refuses an export naming a column the list does not have: its envelope
    // comes back where the file would have, and the worker reads it as the error it is.
    const foreignColumn = async (route: Route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as {
        columnList: { grp: string; key: string; title: string }[];
      };
      body.columnList.push({ grp: 'finance-order', key: 'notAColumn', title: 'Not a column' });
      await route.continue({ postData: JSON.stringify(body) });
    };
    const failed = await failedExport(
      page,
      session.context,
      '**/financeOrder/client/excel/export',
      foreignColumn,
    );
    // The envelope's key, translated by the UI (the server's own text carries the detail).
    expect(failed).toEqual({
      text: 'The export failed: The request was not valid.',
      role: 'alert',
      downloads: 0,
    });
    await dialog(page).locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    // The list behind answers as before.
    await page.locator('[data-testid="search-table"] tbody tr [data-field]').first().waitFor();
  });

  it('leaves PrimeReact’s shared style sheets alone while the dialog, buttons and bar come and go', async () => {
    await page.goto('/org/account');
    await loadedTotal(page);
    // Each rewrite of a shared sheet restyled and laid out the whole page again: 50–400 ms with
    // a large table behind the dialog (docs/exports.md). A first write of a new sheet is fine.
    await page.evaluate(() => {
      const seen = window as unknown as { __styleRewrites: string[] };
      seen.__styleRewrites = [];
      new MutationObserver((records) => {
        for (const record of records) {
          const style = record.target;
          if (!(style instanceof HTMLStyleElement)) continue;
          const id = style.getAttribute('data-primereact-style-id');
          if (id && record.removedNodes.length > 0) seen.__styleRewrites.push(id);
        }
      }).observe(document.head, { childList: true, subtree: true });
    });
    await exportFile(page, 'csv', actionExport(page));
    await dialog(page).locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    const rewrites = await page.evaluate(
      () => (window as unknown as { __styleRewrites: string[] }).__styleRewrites,
    );
    expect(rewrites).toEqual([]);
  });

  it('exports every row of a cached receivables view from the local engine', async () => {
    const total = await syncedViewTotal(page);
    // Far more rows than any window the table holds (the seed's count moves with its day).
    expect(total).toBeGreaterThan(10_000);
    const download = await exportFile(page, 'csv', page.getByTestId('receivables-export'));
    const text = (await bytesOf(download)).toString('utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    const lines = text
      .slice(1)
      .split('\r\n')
      .filter((l) => l.length > 0);
    const summaries = lines.filter((l) => l.startsWith('Summary'));
    expect(summaries.length).toBeGreaterThan(0);
    expect(lines.length - 1 - summaries.length).toBe(total);
  });
});

describe('exports in Chinese', () => {
  const session = signedInPage('supplier');

  it('names the file, its columns, labels and summary in the user’s language', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('option', { name: '简体中文' }).click();
    await page.getByRole('heading', { name: '首页' }).waitFor();
    await page.goto('/trading/invoice');
    const total = await loadedTotal(page, /^共 [\d,]+ 条$/);
    const headers = await headerTitles(page);
    const firstRow = page.locator('[data-testid="search-table"] tbody tr').first();
    const currency = (await firstRow.locator('[data-field="currency"]').textContent())?.trim();
    await actionExport(page).click();
    await dialog(page).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      dialog(page).getByRole('button', { name: '导出', exact: true }).click(),
    ]);
    await dialog(page).getByTestId('export-done').waitFor();
    expect(download.suggestedFilename()).toMatch(/^发票_\d{8}\.xlsx$/);
    const rows = sheetRows(XLSX.read(await bytesOf(download), { type: 'buffer' }));
    expect(rows[0]).toEqual(headers);
    expect(headers).toContain('发票金额');
    expect(rows[1]?.[headers.indexOf('币种')]).toBe(currency);
    const summaries = rows.slice(1 + total);
    expect(summaries.length).toBeGreaterThan(0);
    expect(summaries.every((r) => /^合计/.test(String(r[0])))).toBe(true);
  });
});
