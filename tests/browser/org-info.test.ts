import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { intentionList } from '../../src/api/endpoints/org-info/intention-list';
import type { Intention } from '../../src/api/endpoints/org-info/intention-schemas';
import { call, signIn as apiSignIn } from '../contract/helpers/api';
import { sheetRows } from '../support/sheet-rows';
import { baseUrl, launchBrowser, newPage, signIn } from './support/browser';

/**
 * /org/info in real Chromium against the reference server (docs/financing-intentions.md): the
 * supplier adds an intention, the funder prices it, the supplier accepts it (confirmed, answered)
 * and "Apply for financing" opens the finance-order application pre-filled; a supplier user
 * without org.info.acceptRejectPricing is not offered Accept/Reject; the column settings persist
 * and the export writes the visible columns of every intention in the list.
 */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const shown = (iso: string) => iso.replaceAll('-', '/');

async function intentions(user: string): Promise<Intention[]> {
  const token = await apiSignIn(user, baseUrl());
  const reply = await call(intentionList, {
    baseUrl: baseUrl(),
    token,
    body: { state: 'ALL', pageNum: 1, pageSize: 100 },
  });
  return intentionList.data.parse(reply.body.data).list;
}

const rowOf = (page: Page, id: string) => page.locator('tr', { hasText: id });

async function openAs(browser: Browser, user: string): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, user);
  await page.waitForURL('**/home');
  await page.goto('/org/info');
  await page.getByRole('heading', { name: 'Financing intentions and pricing' }).waitFor();
  return page;
}

async function pick(page: Page, input: string, text: string, option: string | RegExp) {
  await page.locator(input).fill(text);
  await page.locator('.p-autocomplete-panel').getByRole('option', { name: option }).first().click();
  await page.locator('.p-autocomplete-panel').waitFor({ state: 'detached' });
}

describe('financing intentions from recording to the application', () => {
  let browser: Browser;
  let id = '';
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the supplier adds an intention; the form checks it first and keeps what was typed', async () => {
    const page = await openAs(browser, 'supplier');
    const before = new Set((await intentions('supplier')).map((i) => i.id));
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL('**/org/info/add-intent');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-field="buyerCode"]').getByRole('alert').waitFor();
    await page.locator('[data-field="tenorDays"]').getByText('Required.').waitFor();

    await pick(page, '#intention-buyer', 'Northwind', /Northwind Retail Group/);
    await pick(
      page,
      '#intention-product',
      'Receivables Factoring',
      /Receivables Factoring \(USD\)/,
    );
    expect(await page.locator('#intention-currency').inputValue()).toBe('USD');
    await page.locator('#intention-amount').fill('12345.67');
    await page.locator('#intention-tenor').fill('400');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .locator('[data-field="tenorDays"]')
      .getByRole('alert')
      .getByText('Enter whole days from 1 to 365.')
      .waitFor();
    expect(await page.locator('#intention-amount').inputValue()).toBe('12,345.67');
    await page.locator('#intention-tenor').fill('90');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/org/info');
    await page.getByText(/Intention FI\d+ is saved and awaits a price\./).waitFor();

    const added = (await intentions('supplier')).filter((i) => !before.has(i.id));
    expect(added).toHaveLength(1);
    id = added[0]?.id ?? '';
    expect(added[0]).toMatchObject({ amount: '12345.67', tenorDays: 90, currency: 'USD' });
    await rowOf(page, id).getByText('Awaiting price').waitFor();
    await page.close();
  });

  it('the funder prices it with a floating rate valid for ten days', async () => {
    const page = await openAs(browser, 'funder');
    await rowOf(page, id).locator('td').first().click();
    await page.getByRole('button', { name: 'Price' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Floating').click();
    await dialog.locator('[data-field="baseRateType"] .p-dropdown').click();
    await page.locator('.p-dropdown-panel').getByRole('option', { name: 'SOFR' }).click();
    await dialog.locator('[data-field="direction"] .p-dropdown').click();
    await page.locator('.p-dropdown-panel').getByRole('option', { name: /Above/ }).click();
    await dialog.locator('#price-spread').fill('1.25');
    // A validity in the past is refused on its field.
    await dialog.locator('#price-valid-until').fill(shown(day(-2)));
    // Escape closes the calendar the typing opened, not the dialog.
    await dialog.locator('#price-valid-until').press('Escape');
    await dialog.getByRole('button', { name: 'Send price' }).click();
    await dialog.getByRole('alert').getByText('Must be today or later.').waitFor();
    expect(await dialog.locator('#price-spread').inputValue()).toBe('1.25');
    await dialog.locator('#price-valid-until').fill(shown(day(10)));
    // Escape closes the calendar the typing opened, not the dialog.
    await dialog.locator('#price-valid-until').press('Escape');
    await dialog.getByRole('button', { name: 'Send price' }).click();
    await page.getByText(`The price for intention ${id} is sent to the supplier.`).waitFor();
    await rowOf(page, id).getByText('SOFR + 1.25%').waitFor();
    await rowOf(page, id).getByText('Priced').waitFor();
    await page.close();
  });

  it('the supplier accepts after confirming, and applies for financing pre-filled', async () => {
    const page = await openAs(browser, 'supplier');
    await rowOf(page, id).locator('td').first().click();
    await page.getByRole('button', { name: 'Accept pricing' }).click();
    const dialog = page.locator('.p-confirm-dialog');
    await dialog.getByText(`intention ${id} (USD 12,345.67)`).waitFor();
    await dialog.getByRole('button', { name: 'Accept pricing' }).click();
    await page.getByText(`The price for intention ${id} is accepted.`).waitFor();
    await rowOf(page, id).getByText('Accepted').waitFor();
    expect((await intentions('supplier')).find((i) => i.id === id)?.state).toBe('ACCEPTED');

    await rowOf(page, id).locator('td').first().click();
    expect(await page.getByRole('button', { name: 'Accept pricing' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Apply for financing' }).click();
    await page.waitForURL(`**/finance/finance-order/add?intention=${id}`);
    const notice = page.getByTestId('intention-prefill');
    await notice
      .getByText(`Priced by intention ${id}: SOFR + 1.25% of Summit Trade Capital Limited`, {
        exact: false,
      })
      .waitFor();
    await page.getByTestId('choices-financingProductId').waitFor();
    expect(await page.locator('#financingProductId-P001').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('choices-funderCompanyId').waitFor();
    expect(await page.locator('#funderCompanyId-C003').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('choices-buyerName').waitFor();
    expect(await page.locator('#buyerName-BUY20001').isChecked()).toBe(true);
    await page.close();
  });
});

describe('Accept/Reject pricing by authority', () => {
  it('is not offered to a supplier user without org.info.acceptRejectPricing', async () => {
    const browser = await launchBrowser();
    const { context, page } = await newPage(browser);
    try {
      // The user's authorities as the session reads them, less the one of Accept/Reject pricing.
      await context.route('**/queryUserInfoByUserId', async (route) => {
        const response = await route.fetch();
        const envelope = (await response.json()) as {
          data: { authorities: { pid: string }[] } | null;
        };
        if (envelope.data) {
          envelope.data.authorities = envelope.data.authorities.filter(
            (a) => a.pid !== 'org.info.acceptRejectPricing',
          );
        }
        await route.fulfill({ response, json: envelope });
      });
      await signIn(page, 'supplier');
      await page.waitForURL('**/home');
      await page.goto('/org/info');
      const priced = (await intentions('supplier')).find((i) => i.displayState === 'PRICED');
      expect(priced).toBeDefined();
      await rowOf(page, priced?.id ?? '')
        .locator('td')
        .first()
        .click();
      // Edit is offered (its authority is held), Accept and Reject are not there at all.
      await page.getByRole('button', { name: 'Edit' }).waitFor();
      expect(await page.getByRole('button', { name: 'Edit' }).isEnabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Accept pricing' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Reject pricing' }).count()).toBe(0);
    } finally {
      await context.close();
      await browser.close();
    }
  });
});

describe('column settings and export on /org/info', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openAs(browser, 'supplier');
  });
  afterAll(async () => {
    await browser.close();
  });

  const headers = async () =>
    (await page.getByTestId('intention-list').locator('table thead th').allTextContents())
      .map((text) => text.trim())
      .filter((text) => text.length > 0);
  const checkbox = (key: string) =>
    page.locator(`[data-testid="column-settings"] li[data-column="${key}"] input[type="checkbox"]`);
  const firstRow = () => page.getByTestId('intention-list').locator('tbody tr td').first();
  const openSettings = async () => {
    if (await page.getByTestId('column-settings').isVisible()) return;
    await page.getByTestId('column-settings-toggle').click();
    await page.getByTestId('column-settings').waitFor();
  };
  const saved = () =>
    page.waitForResponse(
      (r) => r.url().includes('/user/preference/edit') && r.request().method() === 'POST',
    );

  it('hides a column in the settings and keeps it hidden over a reload', async () => {
    await firstRow().waitFor();
    expect(await headers()).toContain('Financing product');
    await openSettings();
    const save = saved();
    await checkbox('productName').uncheck();
    expect(((await (await save).json()) as { code: number }).code).toBe(200);
    expect(await headers()).not.toContain('Financing product');

    // Without the local copy the server's saved settings must bring it back hidden.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await firstRow().waitFor();
    await expect.poll(headers).not.toContain('Financing product');
    expect(await headers()).toContain('Buyer');
    await openSettings();
    expect(await checkbox('productName').isChecked()).toBe(false);
  });

  it('exports csv: the visible columns in order and a row per intention of the list', async () => {
    const listed = await intentions('supplier');
    const shown = await headers();
    expect(shown).not.toContain('Financing product');
    await page.locator('[data-action="export"]').click();
    const dialog = page.getByTestId('export-dialog');
    await dialog.locator('#export-format-csv').click();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      dialog.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    await dialog.getByTestId('export-done').waitFor();
    expect(download.suggestedFilename()).toMatch(/^Financing intentions and pricing_\d{8}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const book = XLSX.read(bytes.subarray(3).toString('utf8'), { type: 'string', raw: true });
    const rows = sheetRows(book) as string[][];
    expect(rows[0]).toEqual(shown);
    const data = rows.slice(1);
    expect(data).toHaveLength(listed.length);
    // Newest first, as the list: the id column leads each row.
    expect(data.map((r) => r[0])).toEqual(listed.map((i) => i.id));
    const priced = listed.find((i) => i.price?.rateType === 'FIXED');
    const row = data.find((r) => r[0] === priced?.id);
    expect(row?.[shown.indexOf('Price')]).toMatch(/^FIXED \d+\.\d{2}%$/);
    expect(row?.[shown.indexOf('Currency')]).toBe(priced?.currency);
    // The footer's Close (the dialog's corner button is named Close too).
    await dialog.locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Leave the supplier's settings as they were for the other tests.
    await openSettings();
    const save = saved();
    await checkbox('productName').check();
    await save;
  });
});
